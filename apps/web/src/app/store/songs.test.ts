import { createDefaultSong, EMPTY_PLAN } from '@ringalong/song';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVE_PLAN, errorBody, fakeApi, signedInRoutes, song } from '../test/fake-api.ts';
import { testStore } from '../test/store-harness.ts';

beforeEach(() => {
  window.localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

async function upgradedStore(extra: Parameters<typeof fakeApi>[0] = {}) {
  const server = fakeApi({ ...signedInRoutes(ACTIVE_PLAN), ...extra });
  const harness = testStore();
  await harness.state().init();
  return { server, ...harness };
}

describe('saving', () => {
  it('without an upgrade: warns for 3.5 s and starts the upgrade-or-sign-in flow', async () => {
    fakeApi(signedInRoutes(EMPTY_PLAN));
    const { state } = testStore();
    await state().init();
    state().setSongTitle('Mine');
    await state().save();
    expect(state().toasts.at(-1)).toEqual(
      expect.objectContaining({
        severity: 'warn',
        summary: 'You must upgrade first',
        detail: 'Your work will not be lost in the process',
        life: 3500,
      }),
    );
    expect(state().dialogs.subscriptionOptions.display).toBe(true);
    expect(window.localStorage.getItem('ringalong.work.v1')).toContain('Mine');
  });

  it('a new song is created; the returned record becomes its metadata and nothing is left unsaved', async () => {
    const created = song({ song_id: 42, title: 'Morning Bells', revision: 1 });
    const { server, state } = await upgradedStore({ 'POST /songs': () => ({ status: 201, body: created }) });
    state().newSong();
    state().setSongTitle('Morning Bells!');
    await state().save();
    const [post] = server.find('POST', '/songs');
    expect(post?.body).toMatchObject({ meta: { title: 'Morning Bells', bell_count: 5 } });
    expect(state().loadedSongMeta).toEqual(created);
    expect(state().saveRequired).toBe(false);
    expect(state().toasts.at(-1)).toMatchObject({ summary: 'Saved', life: 1000 });
  });

  it("someone else's song is saved as a remix copy with ' Remix' appended to an unchanged title", async () => {
    const { server, state } = await upgradedStore({
      'GET /songs/:id': () => ({
        body: {
          failed: false,
          ...song({ song_id: 9, user_id: 2, title: 'Carol' }),
          song_object: createDefaultSong(),
        },
      }),
      'POST /songs': () => ({ status: 201, body: song({ song_id: 43, title: 'Carol Remix' }) }),
    });
    await state().openSong(9);
    state().songEdited(createDefaultSong());
    await state().save();
    expect(server.find('PUT', '/songs/9')).toHaveLength(0);
    expect(server.find('POST', '/songs')[0]?.body).toMatchObject({ meta: { title: 'Carol Remix' } });
    expect(state().loadedSongMeta.song_id).toBe(43);
  });

  it('a renamed remix keeps its new title', async () => {
    const { server, state } = await upgradedStore({
      'GET /songs/:id': () => ({
        body: {
          failed: false,
          ...song({ song_id: 9, user_id: 2, title: 'Carol' }),
          song_object: createDefaultSong(),
        },
      }),
      'POST /songs': () => ({ status: 201, body: song({ song_id: 43, title: 'My Carol' }) }),
    });
    await state().openSong(9);
    state().setSongTitle('My Carol');
    await state().save();
    expect(server.find('POST', '/songs')[0]?.body).toMatchObject({ meta: { title: 'My Carol' } });
  });

  it('an own saved song is updated in place with its revision', async () => {
    const { server, state } = await upgradedStore({
      'PUT /songs/:id': () => ({
        body: { success: true, message: 'Saved', metadata: song({ revision: 2 }) },
      }),
    });
    await state().openSong(7);
    state().setSongTitle('Ode to Joy');
    await state().save();
    const [put] = server.find('PUT', '/songs/7');
    expect(put?.headers['If-Match']).toBe('"1"');
    expect(state().loadedSongMeta.revision).toBe(2);
    expect(state().saveRequired).toBe(false);
  });

  it('a save refused with 412 offers Reload or Save a copy; the copy is created', async () => {
    const { server, state } = await upgradedStore({
      'PUT /songs/:id': () => ({
        status: 412,
        body: errorBody(412, 'This song was changed elsewhere since you opened it.'),
      }),
      'POST /songs': () => ({ status: 201, body: song({ song_id: 44 }) }),
    });
    await state().openSong(7);
    state().setSongTitle('Ode to Joy');
    await state().save();
    expect(state().dialogs.saveConflict).toEqual({
      display: true,
      data: { message: 'This song was changed elsewhere since you opened it.' },
    });
    expect(state().saveRequired).toBe(true);
    await state().saveCopy();
    expect(server.find('POST', '/songs')).toHaveLength(1);
    expect(state().loadedSongMeta.song_id).toBe(44);
  });

  it('a failed update: "Couldn\'t Save" with "Server error: " and the message, 1 s', async () => {
    const { state } = await upgradedStore({
      'PUT /songs/:id': () => ({ status: 500, body: errorBody(500, 'Disk full') }),
    });
    await state().openSong(7);
    state().setSongTitle('x');
    await state().save();
    expect(state().toasts.at(-1)).toMatchObject({
      severity: 'error',
      summary: "Couldn't Save",
      detail: 'Server error: Disk full',
      life: 1000,
    });
  });

  it('a failed create: "Couldn\'t Create & Save" with the error message', async () => {
    const { state } = await upgradedStore({ 'POST /songs': () => ({ status: 500, body: 'Internal' }) });
    state().newSong();
    await state().save();
    expect(state().toasts.at(-1)).toMatchObject({
      severity: 'error',
      summary: "Couldn't Create & Save",
      detail: 'Request failed: 500 "Internal"',
    });
  });
});

describe('opening, new song, deleting, publicity', () => {
  it('opens a song in view mode with nothing unsaved and closes the library', async () => {
    const { state } = await upgradedStore();
    state().setPreferences({ editMode: true });
    await state().openSong(7);
    expect(state().loadedSongMeta).toMatchObject({ song_id: 7, title: 'Ode to Joy' });
    expect(state().preferences.editMode).toBe(false);
    expect(state().saveRequired).toBe(false);
    expect(state().dialogs.library.display).toBe(false);
  });

  it('a song that cannot be opened: "Can\'t open song" with the message for 2 s', async () => {
    const { state } = await upgradedStore({
      'GET /songs/:id': () => ({ status: 404, body: errorBody(404, 'Song not found') }),
    });
    await state().openSong(99);
    expect(state().toasts.at(-1)).toMatchObject({
      summary: "Can't open song",
      detail: 'Song not found',
      life: 2000,
    });
  });

  it('new song: just the owner as metadata, the default song, edit mode on', async () => {
    const { state } = await upgradedStore();
    state().newSong();
    expect(state().loadedSongMeta).toEqual({ song_id: 0, user_id: 1 });
    expect(state().song).toEqual(createDefaultSong());
    expect(state().preferences.editMode).toBe(true);
  });

  it('deleting the loaded song removes it from the list and opens song 0', async () => {
    const { state } = await upgradedStore({
      'GET /songs': () => ({ body: { songs: [song()] } }),
      'DELETE /songs/:id': () => ({ body: { success: true } }),
    });
    await state().openSong(7);
    await state().refreshLibrary();
    await state().deleteSong(song());
    expect(state().library.songs).toEqual([]);
    expect(state().toasts.at(-1)).toMatchObject({ summary: 'Song deleted', life: 1000 });
    expect(state().loadedSongMeta.song_id).toBe(0);
  });

  it('a refused delete: "Song couldn\'t be deleted" with the server error for 3 s', async () => {
    const { state } = await upgradedStore({
      'DELETE /songs/:id': () => ({ status: 403, body: errorBody(403, 'Not your song') }),
    });
    await state().deleteSong(song());
    expect(state().toasts.at(-1)).toMatchObject({
      severity: 'error',
      summary: "Song couldn't be deleted",
      detail: 'Not your song',
      life: 3000,
    });
  });

  it('publicity: the card changes and "{title} is now public" shows for 2 s', async () => {
    const { state } = await upgradedStore({
      'GET /songs': () => ({ body: { songs: [song()] } }),
      'PUT /songs/:id/publicity': () => ({ body: { success: true, metadata: song({ is_public: true }) } }),
    });
    await state().refreshLibrary();
    await state().setPublicity(song(), true);
    expect(state().library.songs[0]?.is_public).toBe(true);
    expect(state().toasts.at(-1)).toMatchObject({ summary: 'Ode to Joy is now public', life: 2000 });
  });
});
