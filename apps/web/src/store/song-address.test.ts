import { createDefaultSong } from '@ringalong/song';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeAddressBar } from '../../test/fake-address-bar.ts';
import { ACTIVE_PLAN, fakeApi, signedInRoutes, song } from '../../test/fake-api.ts';
import { testStore } from '../../test/store-harness.ts';
import type { AddressedSong } from './first-page.ts';

const stored = (id: number, title: string) => ({
  failed: false,
  ...song({ song_id: id, title, user_id: 1 }),
  song_object: { ...createDefaultSong(), meta: { ...createDefaultSong().meta, title } },
});

beforeEach(() => {
  window.localStorage.clear();
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

/** A signed-in subscriber whose songs 7 'Ode to Joy' and 9 'Bell Song' are on the fake server. */
function server() {
  const api = fakeApi({
    ...signedInRoutes(ACTIVE_PLAN),
    'GET /songs/:id': (call) =>
      call.path.endsWith('/9') ? { body: stored(9, 'Bell Song') } : { body: stored(7, 'Ode to Joy') },
    'POST /songs': () => ({ status: 201, body: song({ song_id: 12, title: 'New Tune', user_id: 1 }) }),
  });
  return api;
}

describe('the address bar follows the open song', () => {
  it('pushes the address of each song opened, and Back and Forward open them again', async () => {
    server();
    const bar = new FakeAddressBar('/');
    const { state } = testStore('/', null, { addressBar: bar, currentPath: () => bar.path() });
    await state().init();
    expect(bar.path()).toBe('/');
    await state().openSong(7);
    expect(bar.path()).toBe('/s/7-ode-to-joy');
    expect(bar.title).toBe('Ode to Joy · Ringalong');
    await state().openSong(9);
    expect(bar.entries).toEqual(['/', '/s/7-ode-to-joy', '/s/9-bell-song']);

    bar.back();
    await vi.waitFor(() => expect(state().loadedSongMeta.song_id).toBe(7));
    expect(state().loadedTitle).toBe('Ode to Joy');
    bar.back();
    await vi.waitFor(() => expect(state().loadedSongMeta.song_id).toBe(0));
    expect(state().dialogs.library.display).toBe(true);
    expect(bar.title).toBe('Ringalong');
    bar.forward();
    await vi.waitFor(() => expect(state().loadedSongMeta.song_id).toBe(7));
    // Following history adds nothing to it.
    expect(bar.entries).toEqual(['/', '/s/7-ode-to-joy', '/s/9-bell-song']);
  });

  it('opens the song of the address it starts on, and shows the address in its full form', async () => {
    server();
    const bar = new FakeAddressBar('/s/9');
    const { state } = testStore('/s/9', null, { addressBar: bar, currentPath: () => bar.path() });
    await state().init();
    expect(state().loadedTitle).toBe('Bell Song');
    expect(state().dialogs.library.display).toBe(false);
    expect(bar.entries).toEqual(['/s/9-bell-song']);
  });

  it('opens a shared song the page brought, without asking the library for it', async () => {
    const api = server();
    const shared: AddressedSong = { ...stored(21, 'Carillon'), user_id: 5, is_public: true };
    const bar = new FakeAddressBar('/s/21-carillon');
    const { state } = testStore(
      '/s/21-carillon',
      { songs: null, address: { song: shared, embed: false } },
      {
        addressBar: bar,
        currentPath: () => bar.path(),
      },
    );
    await state().init();
    expect(state().loadedTitle).toBe('Carillon');
    expect(state().preferences.editMode).toBe(false);
    expect(api.calls.filter((c) => c.path.startsWith('/songs/'))).toEqual([]);
  });

  it('keeps the address it starts on when its song is not found, and says so', async () => {
    server();
    const bar = new FakeAddressBar('/s/404');
    const { state } = testStore(
      '/s/404',
      { songs: null, address: { song: null, embed: false } },
      {
        addressBar: bar,
        currentPath: () => bar.path(),
      },
    );
    await state().init();
    expect(state().toasts.map((t) => t.summary)).toContain('Song not found');
    expect(state().loadedSongMeta.song_id).toBe(0);
    expect(bar.entries).toEqual(['/s/404']);
  });

  it('gives a new song its address when it is first saved, in place of `/`', async () => {
    server();
    const bar = new FakeAddressBar('/');
    const { state, doc } = testStore('/', null, { addressBar: bar, currentPath: () => bar.path() });
    await state().init();
    state().newSong();
    expect(bar.path()).toBe('/');
    doc.setTitle('New Tune');
    await state().save();
    expect(bar.entries).toEqual(['/s/12-new-tune']);
  });

  it('asks before Back replaces unsaved changes', async () => {
    server();
    const bar = new FakeAddressBar('/');
    const { state, doc } = testStore('/', null, { addressBar: bar, currentPath: () => bar.path() });
    await state().init();
    await state().openSong(7);
    await state().openSong(9);
    state().enterEditMode();
    doc.editor.edit((s) => ({ ...s, meta: { ...s.meta, title: 'changed' } }));
    expect(state().saveRequired).toBe(true);
    bar.back();
    await vi.waitFor(() => expect(state().dialogs.unsavedChanges.display).toBe(true));
    expect(state().loadedSongMeta.song_id).toBe(9);
    await state().discardChanges();
    expect(state().loadedSongMeta.song_id).toBe(7);
  });

  it('reloads unsaved work of the song at the address as it was left, without asking', async () => {
    server();
    const bar = new FakeAddressBar('/');
    const first = testStore('/', null, { addressBar: bar, currentPath: () => bar.path() });
    await first.state().init();
    await first.state().openSong(7);
    first.state().enterEditMode();
    first.doc.editor.edit((s) => ({ ...s, staves: s.staves.slice(1) }));
    const edited = first.doc.song;
    first.store.flushWork();
    first.store.stopKeepingWork();

    const reloaded = testStore(bar.path(), null, { addressBar: bar, currentPath: () => bar.path() });
    await reloaded.state().init();
    expect(reloaded.state().dialogs.unsavedChanges.display).toBe(false);
    expect(reloaded.state().saveRequired).toBe(true);
    expect(reloaded.doc.song.staves).toEqual(edited.staves);
    expect(bar.path()).toBe('/s/7-ode-to-joy');
  });
});
