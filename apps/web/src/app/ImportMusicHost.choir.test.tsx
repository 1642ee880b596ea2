/** Import with the active choir (kept in this browser): its bells are offered as the set to import onto. */
import type { Piece } from '@ringalong/music-io';
import type { Choir } from '@ringalong/song';
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, signedOutRoutes } from '../../test/fake-api.ts';
import { renderWithStore } from '../../test/render.tsx';
import { testStore } from '../../test/store-harness.ts';
import type { ReadFile } from '../features/import/index.tsx';
import ImportMusicHost from './ImportMusicHost.tsx';

const CHOIR: Choir = {
  id: 'choir-1',
  name: 'St Anne Ringers',
  ringers: [],
  bells: [60, 62, 64, 72, 74, 76],
  chimes: [],
};
const quarters = (pitch: number, beats: number[]) => beats.map((beat) => ({ pitch, beat, length: 1 }));
/** C6, D6 and E6: an octave above the choir's C5 to E5. */
const TUNE: Piece = {
  format: 'musicxml',
  title: 'Tune',
  parts: [
    {
      id: 'P1',
      name: 'Bells',
      drum: false,
      notes: [...quarters(84, [0, 2]), ...quarters(86, [1]), ...quarters(88, [3])],
    },
  ],
  tempos: [{ beat: 0, bpm: 100 }],
  timeSignatures: [{ beat: 0, numerator: 4, denominator: 4 }],
  pickupBeats: 0,
  remarks: [],
};
const read: ReadFile = async () => ({ kind: 'piece', piece: TUNE });
const file = new File(['<score-partwise/>'], 'tune.musicxml', { type: 'application/xml' });

beforeEach(() => {
  window.localStorage.clear();
  fakeApi(signedOutRoutes());
});
afterEach(cleanup);

async function openImport(activeId: string | null) {
  window.localStorage.setItem('ringalong.choirs', JSON.stringify({ choirs: [CHOIR], activeId }));
  const { store, state } = testStore();
  renderWithStore(<ImportMusicHost read={read} />, store);
  act(() => state().openDialog('importMusic', { file }));
  await screen.findByText('Tune');
  // The choirs' code loads on first use: the dialog knows the active choir once they are read.
  await vi.waitFor(() => expect(state().choir.status).toBe('ready'));
  return userEvent.setup();
}

describe('importing with the active choir', () => {
  it('says which bells the choir does not own, and offers its bells as the set, marking those outside', async () => {
    const user = await openImport(CHOIR.id);
    expect(screen.getByText('This song needs 3 bells your choir does not own: C6, D6, E6.')).toBeTruthy();
    const bells = screen.getByRole('combobox', { name: 'Bells' });
    await user.selectOptions(bells, 'St Anne Ringers: 6 bells');
    expect(
      screen.getByText('4 notes fall outside St Anne Ringers: 6 bells (on C6, D6, E6, marked *).'),
    ).toBeTruthy();
    // Fit uses the choir's bells: an octave down, every note is on a bell it owns.
    await user.click(screen.getByRole('button', { name: 'Fit to bells' }));
    expect(screen.getByText('Bells needed: 3 (4 notes)')).toBeTruthy();
    expect(screen.queryByText(/fall outside/)).toBeNull();
    expect(screen.queryByText(/your choir does not own/)).toBeNull();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(
      expect.arrayContaining(['C5', 'D5', 'E5']),
    );
  });

  it('offers no choir set and says nothing of a choir without an active one', async () => {
    await openImport(null);
    const bells = screen.getByRole('combobox', { name: 'Bells' }) as HTMLSelectElement;
    expect([...bells.options].map((o) => o.text)).not.toContain('St Anne Ringers: 6 bells');
    expect(screen.queryByText(/your choir does not own/)).toBeNull();
  });
});
