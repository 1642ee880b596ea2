/**
 * The Bell Menu with the active choir (kept in this browser): the bells the choir does not own are
 * marked, the song says which it needs, and 'Fit to our bells' fits it in one undo step.
 */
import type { Choir, Song } from '@ringalong/song';
import { createDefaultSong } from '@ringalong/song';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, signedOutRoutes } from '../../test/fake-api.ts';
import { renderWithStore } from '../../test/render.tsx';
import { testStore } from '../../test/store-harness.ts';
import { EditorDialogs } from './EditorDialogs.tsx';

const range = (min: number, max: number) => Array.from({ length: max - min + 1 }, (_, i) => min + i);
/** A KidsPlay 25-note set, G3 to G5. */
const CHOIR: Choir = {
  id: 'choir-1',
  name: 'St Anne Ringers',
  ringers: [{ id: 'ann', name: 'Ann' }],
  bells: range(55, 79),
  chimes: [],
};
const notes = (n: number) => Array.from({ length: n }, (_, beat) => ({ beat, length: 1 }));
/**
 * G3 (the busiest row), C4, E4, G4 and A5: not owned (the set stops at G5) and too far from G3 for
 * the song to move as a whole; A4 below it is free.
 */
const SONG: Song = {
  ...createDefaultSong(),
  staves: [
    { pitchId: 55, instrument: 'handbell', notes: notes(10) },
    { pitchId: 60, instrument: 'handbell', notes: notes(4) },
    { pitchId: 64, instrument: 'handbell', notes: notes(2) },
    { pitchId: 67, instrument: 'handbell', notes: notes(3) },
    { pitchId: 81, instrument: 'handbell', notes: notes(5) },
  ],
};

beforeEach(() => {
  window.localStorage.clear();
  fakeApi(signedOutRoutes());
});
afterEach(cleanup);

async function openMenu(
  activeId: string | null = CHOIR.id,
  { choir = CHOIR, song = SONG }: { choir?: Choir; song?: Song } = {},
) {
  window.localStorage.setItem('ringalong.choirs', JSON.stringify({ choirs: [choir], activeId }));
  const harness = testStore();
  harness.doc.load(song);
  act(() => harness.state().openDialog('bellMenu'));
  await act(async () => {
    renderWithStore(<EditorDialogs />, harness.store);
  });
  await screen.findByText('Add or Remove Bells');
  return { ...harness, user: userEvent.setup() };
}

describe('the Bell Menu with the active choir', () => {
  it('marks the bells the choir does not own, in words too, and says which the song needs', async () => {
    await openMenu();
    await screen.findByText('This song needs 1 bell your choir does not own: A5');
    expect(screen.getByText(/Keys crossed and hatched: bells St Anne Ringers does not own/)).toBeTruthy();
    // The bells-used chart: every bell the song rings, none only doubling an octave above.
    expect(screen.getByTestId('bells-used').textContent).toContain('Bells used: G3 C4 E4 G4 A5');
    // The spec's keyboard is G3 to G5: all owned. The 2-octave keyboard reaches past G5.
    expect(screen.queryAllByRole('img', { name: /does not own it$/ })).toHaveLength(0);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Keyboard' }), '2 octaves G4–G6');
    const marks = screen.getAllByRole('img', { name: /St Anne Ringers does not own it$/ });
    expect(marks.map((m) => m.getAttribute('aria-label'))).toEqual(
      ['G#5', 'A5', 'A#5', 'B5', 'C6', 'C#6', 'D6', 'D#6', 'E6', 'F6', 'F#6', 'G6'].map(
        (n) => `${n}: St Anne Ringers does not own it`,
      ),
    );
  });

  it('fits the song to the choir`s bells in one undo step and lists what changed', async () => {
    const { user, doc } = await openMenu();
    await user.click(await screen.findByRole('button', { name: 'Fit to our bells' }));
    const list = screen.getByRole('list', { name: 'What the fit changed' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['A5 moved down an octave to A4 (5 notes)']);
    expect(screen.getByText('The song now fits the bells of St Anne Ringers.')).toBeTruthy();
    expect(doc.editor.getSong().staves.map((s) => [s.pitchId, s.notes.length])).toEqual([
      [55, 10],
      [60, 4],
      [64, 2],
      [67, 3],
      [69, 5],
    ]);
    // The keyboard shows the fitted rows.
    expect(screen.getByRole('button', { name: 'A4' }).getAttribute('aria-pressed')).toBe('true');
    act(() => doc.editor.undo());
    expect(doc.editor.getSong().staves.map((s) => s.pitchId)).toEqual([55, 60, 64, 67, 81]);
  });

  it('after a fit, the keyboard shows the song`s bells, not the G3–G5 it was on', async () => {
    // A 3-octave choir (C4 to C7) and a song on C3, C6 and E6: the fit moves C3 up to C4.
    const threeOctaves = { ...CHOIR, bells: range(60, 96) };
    const high: Song = {
      ...createDefaultSong(),
      staves: [48, 84, 88].map((pitchId) => ({ pitchId, instrument: 'handbell' as const, notes: notes(2) })),
    };
    const { user, doc } = await openMenu(CHOIR.id, { choir: threeOctaves, song: high });
    const keyboard = () => screen.getByRole('combobox', { name: 'Keyboard' }) as HTMLSelectElement;
    expect(keyboard().selectedOptions[0]?.textContent).toBe('Classroom G3–G5');
    await user.click(await screen.findByRole('button', { name: 'Fit to our bells' }));
    expect(doc.editor.getSong().staves.map((s) => s.pitchId)).toEqual([60, 84, 88]);
    expect(keyboard().selectedOptions[0]?.textContent).toBe('3 octaves C4–C7');
    for (const name of ['C4', 'C6', 'E6'])
      expect(screen.getByRole('button', { name }).getAttribute('aria-pressed')).toBe('true');
  });

  it('marks nothing and offers no fit without an active choir', async () => {
    await openMenu(null);
    expect(screen.queryByText(/your choir does not own/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Fit to our bells' })).toBeNull();
  });
});
