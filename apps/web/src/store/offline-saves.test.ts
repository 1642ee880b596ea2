/**
 * Offline, as the store lives it (IndexedDB from fake-indexeddb): a song opened online opens again
 * with no network and is listed in the library; a save made offline is kept on this device,
 * counted in the header's state, and sent once when the network returns, with its key; an update
 * whose song changed on the server meanwhile opens the conflict dialog.
 */
import 'fake-indexeddb/auto';
import type { SongMetadata } from '@ringalong/song';
import { createDefaultSong } from '@ringalong/song';
import { deleteDB } from 'idb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVE_PLAN, type Call, fakeApi, signedInRoutes, song } from '../../test/fake-api.ts';
import { testStore } from '../../test/store-harness.ts';
import { closeOfflineDb, OFFLINE_DB_NAME } from '../persistence/offline-db.ts';

let online = true;
beforeEach(async () => {
  window.localStorage.clear();
  await closeOfflineDb();
  await deleteDB(OFFLINE_DB_NAME);
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const titleOf = (call: Call) => (call.body as { meta: { title: string } }).meta.title;

/** The server, unreachable while `online` is false; it stores a create once per key. */
async function offlineServer() {
  const stored = new Map<number, SongMetadata>();
  const byKey = new Map<string, number>();
  stored.set(9, song({ song_id: 9, user_id: 1, title: 'Kept carol', revision: 3 }));
  const reachable = <T>(answer: () => T) => {
    if (!online) throw new TypeError('Failed to fetch');
    return answer();
  };
  const signedIn = Object.entries(signedInRoutes(ACTIVE_PLAN)).map(([route, handler]) => [
    route,
    (call: Call) => reachable(() => handler(call)),
  ]);
  const server = fakeApi({
    ...Object.fromEntries(signedIn),
    'GET /songs/:id': (call) =>
      reachable(() => {
        const meta = stored.get(Number(call.path.split('/').pop()));
        return { body: { failed: false, ...meta, song_object: createDefaultSong() } };
      }),
    'POST /songs': (call) =>
      reachable(() => {
        const key = String(call.headers['Idempotency-Key']);
        const id = byKey.get(key) ?? 100 + byKey.size;
        byKey.set(key, id);
        const made = song({ song_id: id, user_id: 1, title: titleOf(call), revision: 1 });
        stored.set(id, made);
        return { status: 201, body: made };
      }),
    'PUT /songs/:id': (call) =>
      reachable(() => {
        const id = Number(call.path.split('/').pop());
        const before = stored.get(id);
        if (call.headers['If-Match'] !== `"${before?.revision}"`)
          return { status: 412, body: { error: 'Precondition Failed', message: 'Changed elsewhere' } };
        const metadata = song({
          song_id: id,
          user_id: 1,
          title: titleOf(call),
          revision: (before?.revision ?? 0) + 1,
        });
        stored.set(id, metadata);
        return { body: { success: true, message: 'Song saved', metadata } };
      }),
  });
  const harness = testStore();
  await harness.state().init();
  return { server, stored, ...harness };
}

describe('offline', () => {
  it('opens a song this device opened before, and lists it in the library', async () => {
    const { state } = await offlineServer();
    await state().openSong(9);
    state().openEmptySong();
    online = false;
    await state().openSong(9);
    expect(state().loadedSongMeta).toMatchObject({ song_id: 9, title: 'Kept carol' });
    await vi.waitFor(async () => {
      await state().refreshLibrary();
      expect(state().library.songs.map((s) => s.title)).toEqual(['Kept carol']);
    });
    expect(state().library.error).toBeNull();
  });

  it('queues a new song saved offline and sends it once, with its key, when the network returns', async () => {
    const { server, stored, state, doc } = await offlineServer();
    online = false;
    state().networkChanged(false);
    state().newSong();
    doc.setTitle('Hall practice');
    await state().save();
    expect(state().saveRequired).toBe(false);
    expect(state().network).toMatchObject({ online: false, waiting: 1 });
    // Saved again after an edit while offline: still one save waiting, the same key; the edit stays
    // unsaved (in the draft) and updates the song once it is stored.
    doc.setTitle('Hall practice two');
    await state().save();
    expect(state().network.waiting).toBe(1);
    expect(state().saveRequired).toBe(true);

    online = true;
    state().networkChanged(true);
    await vi.waitFor(() => expect(state().network.waiting).toBe(0));
    const posts = server.find('POST', '/songs');
    const keys = new Set(posts.map((post) => post.headers['Idempotency-Key']));
    expect(keys.size).toBe(1);
    expect([...stored.values()].filter((s) => s.song_id >= 100).map((s) => s.title)).toEqual([
      'Hall practice',
    ]);
    expect(state().loadedSongMeta).toMatchObject({ title: 'Hall practice', revision: 1 });
    expect(state().pendingCreate).toBeNull();
    await state().save();
    expect(server.find('PUT', `/songs/${state().loadedSongMeta.song_id}`)).toHaveLength(1);
    expect(state().loadedSongMeta).toMatchObject({ title: 'Hall practice two', revision: 2 });
  });

  it('an update queued offline whose song changed on the server meanwhile opens the conflict dialog', async () => {
    const { stored, state, doc } = await offlineServer();
    await state().openSong(9);
    online = false;
    doc.setTitle('My edit');
    await state().save();
    expect(state().network.waiting).toBe(1);
    stored.set(9, song({ song_id: 9, user_id: 1, title: 'Their edit', revision: 4 }));
    online = true;
    state().networkChanged(true);
    await vi.waitFor(() => expect(state().dialogs.saveConflict.display).toBe(true));
    expect(state().saveRequired).toBe(true);
    expect(stored.get(9)?.title).toBe('Their edit');
    expect(state().network.waiting).toBe(0);
  });
});
