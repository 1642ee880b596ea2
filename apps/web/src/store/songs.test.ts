import { createDefaultSong, EMPTY_PLAN } from '@ringalong/song';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVE_PLAN, errorBody, fakeApi, signedInRoutes, song } from '../../test/fake-api.ts';
import { testStore } from '../../test/store-harness.ts';

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

describe('a new song', () => {
  it('plays at 100 bpm (spec section 9), not at the tempo of the song before it', async () => {
    const { state } = await upgradedStore();
    state().setPreferences({ bpm: 140 });
    state().newSong();
    expect(state().preferences.bpm).toBe(100);
    expect(state().preferences.editMode).toBe(true);
  });
});

describe('saving', () => {
  it('without an upgrade: warns for 3.5 s and starts the upgrade-or-sign-in flow', async () => {
    fakeApi(signedInRoutes(EMPTY_PLAN));
    const { state, doc } = testStore();
    await state().init();
    doc.setTitle('Mine');
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
    const { server, state, doc } = await upgradedStore({
      'POST /songs': () => ({ status: 201, body: created }),
    });
    state().newSong();
    doc.setTitle('Morning Bells!');
    await state().save();
    const [post] = server.find('POST', '/songs');
    expect(post?.body).toMatchObject({ meta: { title: 'Morning Bells', bell_count: 5 } });
    expect(state().loadedSongMeta).toEqual(created);
    expect(state().saveRequired).toBe(false);
    expect(state().toasts.at(-1)).toMatchObject({ summary: 'Saved', life: 1000 });
  });

  it("someone else's song is saved as a remix copy with ' Remix' appended to an unchanged title", async () => {
    const { server, state, doc } = await upgradedStore({
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
    doc.editor.loadSong(createDefaultSong());
    await state().save();
    expect(server.find('PUT', '/songs/9')).toHaveLength(0);
    expect(server.find('POST', '/songs')[0]?.body).toMatchObject({ meta: { title: 'Carol Remix' } });
    expect(state().loadedSongMeta.song_id).toBe(43);
  });

  it('a renamed remix keeps its new title', async () => {
    const { server, state, doc } = await upgradedStore({
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
    doc.setTitle('My Carol');
    await state().save();
    expect(server.find('POST', '/songs')[0]?.body).toMatchObject({ meta: { title: 'My Carol' } });
  });

  it('an own saved song is updated in place with its revision', async () => {
    const { server, state, doc } = await upgradedStore({
      'PUT /songs/:id': () => ({
        body: { success: true, message: 'Saved', metadata: song({ revision: 2 }) },
      }),
    });
    await state().openSong(7);
    doc.editor.loadSong(createDefaultSong());
    await state().save();
    const [put] = server.find('PUT', '/songs/7');
    expect(put?.headers['If-Match']).toBe('"1"');
    expect(state().loadedSongMeta.revision).toBe(2);
    expect(state().saveRequired).toBe(false);
  });

  it('a save refused with 412 offers Reload or Save a copy; the copy is created', async () => {
    const { server, state, doc } = await upgradedStore({
      'PUT /songs/:id': () => ({
        status: 412,
        body: errorBody(412, 'This song was changed elsewhere since you opened it.'),
      }),
      'POST /songs': () => ({ status: 201, body: song({ song_id: 44 }) }),
    });
    await state().openSong(7);
    doc.editor.loadSong(createDefaultSong());
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

  it('after a 412, Reload takes the stored song and its revision: the next save is accepted, no second 412', async () => {
    let current = 1;
    const { server, state, doc } = await upgradedStore({
      'GET /songs/:id': () => ({
        body: { failed: false, ...song({ revision: current }), song_object: createDefaultSong() },
      }),
      'PUT /songs/:id': (call) => {
        if (call.headers['If-Match'] !== `"${current}"`) {
          return { status: 412, body: { ...errorBody(412, 'Changed elsewhere.'), revision: current } };
        }
        current += 1;
        return { body: { success: true, message: 'Song saved', metadata: song({ revision: current }) } };
      },
    });
    await state().openSong(7);
    current = 2; // saved from another tab
    doc.setTitle('Mine');
    await state().save();
    expect(state().dialogs.saveConflict.display).toBe(true);
    await state().reloadSong();
    expect(state().loadedSongMeta.revision).toBe(2);
    doc.setTitle('Mine Again');
    await state().save();
    expect(server.find('PUT', '/songs/7').map((c) => c.headers['If-Match'])).toEqual(['"1"', '"2"']);
    expect(state().saveFailure).toBeNull();
    expect(state().loadedSongMeta.revision).toBe(3);
  });

  it('a failed update: "Couldn\'t Save" with "Server error: " and the message, 1 s', async () => {
    const { state, doc } = await upgradedStore({
      'PUT /songs/:id': () => ({ status: 500, body: errorBody(500, 'Disk full') }),
    });
    await state().openSong(7);
    doc.setTitle('x');
    await state().save();
    expect(state().toasts.at(-1)).toMatchObject({
      severity: 'error',
      summary: "Couldn't Save",
      detail: 'Server error: Disk full',
      life: 1000,
    });
  });

  it('a failed create: "Couldn\'t Create & Save" with a sentence for a person, never the raw request', async () => {
    const { state } = await upgradedStore({ 'POST /songs': () => ({ status: 500, body: 'Internal' }) });
    state().newSong();
    await state().save();
    expect(state().toasts.at(-1)).toMatchObject({
      severity: 'error',
      summary: "Couldn't Create & Save",
      detail: 'The server ran into a problem (error 500). Please try again.',
      life: 1000,
    });
    expect(console.error).toHaveBeenCalledWith('POST /songs failed:', 'Request failed: 500 "Internal"');
  });

  it("a failed create names the server's message, not its JSON", async () => {
    const { state } = await upgradedStore({
      'POST /songs': () => ({ status: 500, body: errorBody(500, 'The database is not answering.') }),
    });
    state().newSong();
    await state().save();
    expect(state().toasts.at(-1)?.detail).toBe('The database is not answering.');
  });

  it('a save with no answer from the server says the server could not be reached', async () => {
    const { state } = await upgradedStore();
    state().newSong();
    // No fake for POST /songs: fetch fails as it does without a connection.
    await state().save();
    expect(state().toasts.at(-1)).toMatchObject({
      summary: "Couldn't Create & Save",
      detail: 'No response from server. The server could not be reached.',
    });
  });
});

describe('one save at a time', () => {
  it('a second Save while the first is under way stores nothing more: one song, not two', async () => {
    let answer: (() => void) | null = null;
    const { server, state, doc } = await upgradedStore({
      'POST /songs': () =>
        new Promise((resolve) => {
          answer = () => resolve({ status: 201, body: song({ song_id: 42, title: 'Twice' }) });
        }),
      'PUT /songs/:id': () => ({ body: { success: true, message: 'Saved', metadata: song() } }),
    });
    state().newSong();
    doc.setTitle('Twice');
    const first = state().save();
    const second = state().save();
    await vi.waitFor(() => expect(answer).not.toBeNull());
    expect(state().saving).toBe(true);
    await second;
    answer!();
    await first;
    expect(server.find('POST', '/songs')).toHaveLength(1);
    expect(server.find('PUT', '/songs/42')).toHaveLength(0);
    expect(state().saving).toBe(false);
    expect(state().loadedSongMeta.song_id).toBe(42);
  });

  it('edits made while a save is under way stay unsaved, and the next save updates the new record', async () => {
    let answer: (() => void) | null = null;
    const { server, state, doc } = await upgradedStore({
      'POST /songs': () =>
        new Promise((resolve) => {
          answer = () => resolve({ status: 201, body: song({ song_id: 42, title: 'Draft' }) });
        }),
      'PUT /songs/:id': () => ({
        body: { success: true, message: 'Saved', metadata: song({ song_id: 42 }) },
      }),
    });
    state().newSong();
    doc.setTitle('Draft');
    const saving = state().save();
    await vi.waitFor(() => expect(answer).not.toBeNull());
    const edited = { ...createDefaultSong(), staves: createDefaultSong().staves.slice(0, 3) };
    doc.editor.loadSong(edited);
    answer!();
    await saving;
    expect(state().saveRequired).toBe(true);
    expect(doc.song.staves).toBe(edited.staves);
    await state().save();
    expect(server.find('POST', '/songs')).toHaveLength(1);
    expect(server.find('PUT', '/songs/42')[0]?.body).toMatchObject({ meta: { bell_count: 3 } });
  });

  it('a failed save is remembered, with why, until a save succeeds', async () => {
    let fail = true;
    const { state, doc } = await upgradedStore({
      'PUT /songs/:id': () =>
        fail
          ? { status: 500, body: errorBody(500, 'Disk full') }
          : { body: { success: true, message: 'Saved', metadata: song({ revision: 2 }) } },
    });
    await state().openSong(7);
    doc.editor.loadSong(createDefaultSong());
    await state().save();
    expect(state().saveFailure).toBe('Server error: Disk full');
    expect(state().saveRequired).toBe(true);
    fail = false;
    await state().save();
    expect(state().saveFailure).toBeNull();
    expect(state().saveRequired).toBe(false);
  });
});

describe('save a copy after a conflict', () => {
  async function conflicted(title: string) {
    const harness = await upgradedStore({
      'GET /songs/:id': () => ({
        body: { failed: false, ...song({ title }), song_object: createDefaultSong() },
      }),
      'PUT /songs/:id': () => ({ status: 412, body: errorBody(412, 'This song was changed elsewhere.') }),
      'POST /songs': (call) => ({
        status: 201,
        body: song({ song_id: 44, title: (call.body as { meta: { title: string } }).meta.title }),
      }),
    });
    await harness.state().openSong(7);
    harness.doc.editor.loadSong(createDefaultSong());
    await harness.state().save();
    await harness.state().saveCopy();
    return harness;
  }

  it("gives the copy the title with ' Copy' appended, so it reads apart from the original", async () => {
    const { server, state, doc } = await conflicted('Ode to Joy');
    expect(server.find('POST', '/songs')[0]?.body).toMatchObject({ meta: { title: 'Ode to Joy Copy' } });
    expect(doc.title).toBe('Ode to Joy Copy');
    expect(state().loadedSongMeta.song_id).toBe(44);
  });

  it("keeps a long title within 60 characters, ' Copy' included", async () => {
    const long = 'A Very Long Carol Title That Goes On And On Past Fifty Five';
    const { server } = await conflicted(long);
    const title = (server.find('POST', '/songs')[0]!.body as { meta: { title: string } }).meta.title;
    expect(title).toBe('A Very Long Carol Title That Goes On And On Past Fifty Copy');
    expect(title.length).toBeLessThanOrEqual(60);
  });

  it("counts a letter outside the BMP as one character, and never cuts one in half for ' Copy'", async () => {
    const { server } = await conflicted('𝔄'.repeat(60));
    const title = (server.find('POST', '/songs')[0]!.body as { meta: { title: string } }).meta.title;
    expect(title).toBe(`${'𝔄'.repeat(55)} Copy`);
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

  it('a song the server sends in a shape Ringalong does not expect: a plain sentence, the song left as it was', async () => {
    const { state, doc } = await upgradedStore({
      'GET /songs/:id': () => ({ body: { failed: false, ...song(), song_object: { staves: 'nope' } } }),
    });
    const before = doc.song;
    await state().openSong(7);
    expect(state().toasts.at(-1)).toMatchObject({
      summary: "Can't open song",
      detail: 'The server sent something Ringalong did not expect. Try again, or reload the page.',
    });
    expect(doc.song).toBe(before);
  });

  it('new song: just the owner as metadata, the default song, edit mode on', async () => {
    const { state, doc } = await upgradedStore();
    state().newSong();
    expect(state().loadedSongMeta).toEqual({ song_id: 0, user_id: 1 });
    expect(doc.song).toEqual(createDefaultSong());
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

  it("a failed visibility change: 'Couldn't change visibility' in plain words, the card as stored", async () => {
    const { state } = await upgradedStore({
      'GET /songs': () => ({ body: { songs: [song()] } }),
      'PUT /songs/:id/publicity': () => ({
        status: 500,
        body: errorBody(500, 'The database is not answering.'),
      }),
    });
    await state().refreshLibrary();
    await state().setPublicity(song(), true);
    expect(state().library.songs[0]?.is_public).toBe(false);
    expect(state().toasts.at(-1)).toMatchObject({
      severity: 'error',
      summary: "Couldn't change visibility",
      detail: 'The database is not answering.',
      life: 2000,
    });
  });
});
