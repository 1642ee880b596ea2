import { createDefaultSong } from '@ringalong/song';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVE_PLAN, fakeApi, signedInRoutes, song } from '../../test/fake-api.ts';
import { renderWithStore } from '../../test/render.tsx';
import { testStore } from '../../test/store-harness.ts';
import UnsavedChangesDialog from './UnsavedChangesDialog.tsx';

beforeEach(() => {
  window.localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function askedToOpenAnotherSong() {
  const server = fakeApi({
    ...signedInRoutes(ACTIVE_PLAN),
    'GET /songs/:id': () => ({
      body: { failed: false, ...song({ song_id: 9, title: 'Carol' }), song_object: createDefaultSong() },
    }),
  });
  const { state, store, doc } = testStore();
  await state().init();
  state().newSong();
  doc.setTitle('Half Written Peal');
  await state().openSong(9);
  renderWithStore(<UnsavedChangesDialog />, store);
  await screen.findByText('You have unsaved changes');
  await vi.waitFor(() =>
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep editing' })),
  );
  return { server, state, doc };
}

describe('the unsaved changes question', () => {
  it('names the song at stake, with the focus on Keep editing', async () => {
    await askedToOpenAnotherSong();
    expect(
      screen.getByText(
        'Opening another song will replace "Half Written Peal" and your changes to it will be lost.',
      ),
    ).toBeTruthy();
  });

  it('Escape keeps editing', async () => {
    const { server, state, doc } = await askedToOpenAnotherSong();
    await userEvent.keyboard('{Escape}');
    expect(state().dialogs.unsavedChanges.display).toBe(false);
    expect(doc.title).toBe('Half Written Peal');
    expect(server.find('GET', '/songs/9')).toHaveLength(0);
  });

  it('Discard changes, chosen from the keyboard, opens the other song', async () => {
    const { state, doc } = await askedToOpenAnotherSong();
    screen.getByRole('button', { name: 'Discard changes' }).focus();
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() => expect(doc.title).toBe('Carol'));
    expect(state().saveRequired).toBe(false);
  });
});
