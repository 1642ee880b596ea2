import type { ChoirAssignment } from '@ringalong/song';
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, signedOutRoutes } from '../../test/fake-api.ts';
import { renderWithStore } from '../../test/render.tsx';
import { songWith } from '../../test/songs.ts';
import { testStore } from '../../test/store-harness.ts';
import { AssignRingersHost } from './AssignRingersHost.tsx';

const CHOIR = {
  id: 'choir-1',
  name: 'Bells',
  ringers: [
    { id: 'ann', name: 'Ann' },
    { id: 'bo', name: 'Bo' },
  ],
  bells: [],
  chimes: [],
};
const OTHER: ChoirAssignment = {
  choir: 'other',
  parts: [{ ringer: 'zed', rows: [{ pitchId: 60, instrument: 'handbell' }] }],
};

// The dialog's code loads on first opening: fetched here once, so the tests wait for the app, not the transform.
beforeAll(() => import('../features/assign-ringers/index.tsx'), 60_000);
beforeEach(() => window.localStorage.clear());

/** Opens the dialog and lets its code arrive inside act, so React renders what the download brings. */
async function opened(open: () => void): Promise<void> {
  await act(async () => {
    open();
    await import('../features/assign-ringers/index.tsx');
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}
afterEach(cleanup);

describe('Assign ringers in the app', () => {
  it('saves the active choir’s assignment with the song as one undo step, the other choir’s kept', async () => {
    window.localStorage.setItem('ringalong.choirs', JSON.stringify({ choirs: [CHOIR], activeId: 'choir-1' }));
    fakeApi(signedOutRoutes());
    const { store, state, doc } = testStore();
    act(() => doc.load({ ...songWith({ 60: [0], 62: [1], 64: [2] }), assignments: [OTHER] }, 'Song'));
    renderWithStore(<AssignRingersHost />, store);
    await opened(() => state().openDialog('assignRingers'));
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Assign automatically' }, { timeout: 10_000 }),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'E4 rung by' }), 'Bo');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(state().dialogs.assignRingers.display).toBe(false);
    const mine = doc.song.assignments?.find((a) => a.choir === 'choir-1');
    expect(doc.song.assignments?.[0]).toEqual(OTHER);
    expect(mine?.parts.find((p) => p.ringer === 'bo')?.rows).toContainEqual({
      pitchId: 64,
      instrument: 'handbell',
    });
    act(() => doc.editor.undo());
    expect(doc.song.assignments).toEqual([OTHER]);
  });

  it('with no choir kept, offers the Choirs dialog', async () => {
    fakeApi(signedOutRoutes());
    const { store, state } = testStore();
    renderWithStore(<AssignRingersHost />, store);
    await opened(() => state().openDialog('assignRingers'));
    await userEvent.click(await screen.findByRole('button', { name: 'Open Choirs…' }, { timeout: 10_000 }));
    expect(state().dialogs.assignRingers.display).toBe(false);
    expect(state().dialogs.choirs.display).toBe(true);
  });
});
