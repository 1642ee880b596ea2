/**
 * The queue of saves made offline: the order they were made, a create's Idempotency-Key and an
 * update's revision kept however often the song is saved again, and what a conflict or a refusal
 * does. The queue is kept in memory here (persistence/offline-db.ts keeps it in IndexedDB).
 */
import { createDefaultSong, type Song } from '@ringalong/song';
import { describe, expect, it } from 'vitest';
import { song as meta } from '../../test/fake-api.ts';
import { NetworkError, RequestError } from '../api/http.ts';
import {
  type Entry,
  type QueuedSave,
  type QueueStore,
  queueSave,
  type Sender,
  type Sent,
  sendQueued,
} from './save-queue.ts';

function memoryQueue(): QueueStore & { entries: Entry[] } {
  let next = 1;
  const entries: Entry[] = [];
  return {
    entries,
    all: async () => [...entries],
    add: async (save: QueuedSave) => {
      entries.push({ ...save, id: next++ });
    },
    replace: async (entry) => {
      entries.splice(
        entries.findIndex((e) => e.id === entry.id),
        1,
        entry,
      );
    },
    remove: async (id) => {
      entries.splice(
        entries.findIndex((e) => e.id === id),
        1,
      );
    },
  };
}

const titled = (title: string): Song => {
  const song = createDefaultSong();
  return { ...song, meta: { ...song.meta, title } };
};

/** A server that stores a create once per key and checks an update's revision. */
function server(online = true) {
  const songs = new Map<number, { revision: number; title: string }>();
  const byKey = new Map<string, number>();
  const calls: string[] = [];
  let nextId = 100;
  const sender: Sender & { online: boolean } = {
    online,
    async create(body, key) {
      calls.push(`create ${body.meta.title} ${key}`);
      if (!this.online) throw new NetworkError(new TypeError('Failed to fetch'));
      const id = byKey.get(key) ?? nextId++;
      byKey.set(key, id);
      songs.set(id, { revision: 1, title: body.meta.title });
      return meta({ song_id: id, title: body.meta.title, revision: 1 });
    },
    async update(songId, revision, body) {
      calls.push(`update ${songId}@${revision} ${body.meta.title}`);
      if (!this.online) throw new NetworkError(new TypeError('Failed to fetch'));
      const stored = songs.get(songId);
      if (!stored) throw new RequestError(404, 'Song not found', null);
      if (stored.revision !== revision) throw new RequestError(412, 'The song was changed elsewhere', null);
      songs.set(songId, { revision: revision + 1, title: body.meta.title });
      return meta({ song_id: songId, title: body.meta.title, revision: revision + 1 });
    },
  };
  return { sender, songs, calls };
}

const sendAll = async (queue: QueueStore, sender: Sender) => {
  const told: Sent[] = [];
  await sendQueued(queue, sender, (sent) => told.push(sent));
  return told;
};

describe('the queue of saves made offline', () => {
  it('sends the saves in the order they were made, and each once', async () => {
    const queue = memoryQueue();
    const { sender, songs, calls } = server();
    songs.set(7, { revision: 3, title: 'Stored' });
    await queueSave(queue, { kind: 'update', songId: 7, revision: 3, body: titled('First') });
    await queueSave(queue, { kind: 'create', key: 'key-a', body: titled('Second') });
    const told = await sendAll(queue, sender);
    expect(calls).toEqual(['update 7@3 First', 'create Second key-a']);
    expect(told.map((sent) => sent.outcome)).toEqual(['saved', 'saved']);
    expect(queue.entries).toEqual([]);
    expect(await sendAll(queue, sender)).toEqual([]);
    expect(calls).toHaveLength(2);
  });

  it('sends a create as first made, with its Idempotency-Key, however often it is queued or tried', async () => {
    const queue = memoryQueue();
    const { sender, songs, calls } = server(false);
    await queueSave(queue, { kind: 'create', key: 'key-b', body: titled('Draft one') });
    await queueSave(queue, { kind: 'create', key: 'key-b', body: titled('Draft two') });
    expect(queue.entries).toHaveLength(1);
    expect(await sendAll(queue, sender)).toEqual([]);
    sender.online = true;
    const [sent] = await sendAll(queue, sender);
    expect(calls).toEqual(['create Draft one key-b', 'create Draft one key-b']);
    expect(sent).toMatchObject({ outcome: 'saved', meta: { title: 'Draft one' } });
    // The one song the key names, whatever got through before the answer was lost.
    expect([...songs.values()]).toEqual([{ revision: 1, title: 'Draft one' }]);
  });

  it('keeps an update’s revision when the same song is saved again, and sends the latest song', async () => {
    const queue = memoryQueue();
    const { sender, songs, calls } = server();
    songs.set(9, { revision: 2, title: 'Stored' });
    await queueSave(queue, { kind: 'update', songId: 9, revision: 2, body: titled('Edit one') });
    await queueSave(queue, { kind: 'create', key: 'key-c', body: titled('Other') });
    await queueSave(queue, { kind: 'update', songId: 9, revision: 2, body: titled('Edit two') });
    await sendAll(queue, sender);
    // Its place in the queue is the first save's.
    expect(calls).toEqual(['update 9@2 Edit two', 'create Other key-c']);
    expect(songs.get(9)).toEqual({ revision: 3, title: 'Edit two' });
  });

  it('stops at a save that gets no answer and keeps it and those after it, in order', async () => {
    const queue = memoryQueue();
    const { sender, calls } = server(false);
    await queueSave(queue, { kind: 'create', key: 'key-d', body: titled('One') });
    await queueSave(queue, { kind: 'create', key: 'key-e', body: titled('Two') });
    await sendAll(queue, sender);
    expect(calls).toEqual(['create One key-d']);
    expect(queue.entries.map((entry) => entry.body.meta.title)).toEqual(['One', 'Two']);
  });

  it('reports a song changed on the server meanwhile as a conflict, and goes on with the others', async () => {
    const queue = memoryQueue();
    const { sender, songs } = server();
    songs.set(11, { revision: 5, title: 'Changed elsewhere' });
    await queueSave(queue, { kind: 'update', songId: 11, revision: 4, body: titled('Mine') });
    await queueSave(queue, { kind: 'create', key: 'key-f', body: titled('New') });
    const told = await sendAll(queue, sender);
    expect(told[0]).toMatchObject({ outcome: 'conflict', message: 'The song was changed elsewhere' });
    expect(told[1]).toMatchObject({ outcome: 'saved' });
    // The stored song is not overwritten; the user chooses in the conflict dialog.
    expect(songs.get(11)).toEqual({ revision: 5, title: 'Changed elsewhere' });
    expect(queue.entries).toEqual([]);
  });

  it('drops a save the server refuses as sent (a deleted song), telling why', async () => {
    const queue = memoryQueue();
    const { sender } = server();
    await queueSave(queue, { kind: 'update', songId: 404, revision: 1, body: titled('Gone') });
    const told = await sendAll(queue, sender);
    expect(told).toMatchObject([{ outcome: 'refused' }]);
    expect(queue.entries).toEqual([]);
  });
});
