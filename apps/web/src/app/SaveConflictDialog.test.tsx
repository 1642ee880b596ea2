import { createDefaultSong } from '@ringalong/song';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVE_PLAN, errorBody, fakeApi, signedInRoutes, song } from '../../test/fake-api.ts';
import { renderWithStore } from '../../test/render.tsx';
import { testStore } from '../../test/store-harness.ts';
import SaveConflictDialog from './SaveConflictDialog.tsx';

beforeEach(() => {
  window.localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a save refused because the song changed elsewhere', () => {
  it('offers Reload, which drops the local edits and opens the stored version', async () => {
    let opened = 0;
    const server = fakeApi({
      ...signedInRoutes(ACTIVE_PLAN),
      'GET /songs/:id': () => {
        opened++;
        return { body: { failed: false, ...song({ revision: opened }), song_object: createDefaultSong() } };
      },
      'PUT /songs/:id': () => ({
        status: 412,
        body: errorBody(412, 'This song was changed elsewhere since you opened it.'),
      }),
    });
    const { state, store, doc } = testStore();
    await state().init();
    await state().openSong(7);
    doc.setTitle('My edit');
    await state().save();
    renderWithStore(<SaveConflictDialog />, store);
    expect(await screen.findByText('This song was changed elsewhere since you opened it.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save a copy' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await vi.waitFor(() => expect(state().loadedSongMeta.revision).toBe(2));
    expect(doc.title).toBe('Ode to Joy');
    expect(state().saveRequired).toBe(false);
    expect(server.find('POST', '/songs')).toHaveLength(0);
  });
});
