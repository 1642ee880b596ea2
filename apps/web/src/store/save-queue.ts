/**
 * Saves made offline, queued in this browser and sent in the order they were made once the network
 * returns (docs/offline.md). One entry per song. A create is sent as first made, with its
 * Idempotency-Key, however often it is queued again (the server stores the song once; a key sent
 * again with another song would be refused, and an attempt may have reached the server before its
 * answer was lost): later edits stay unsaved in the draft and update the song once it is stored. An
 * update saved again while it waits sends the latest song at the revision it was opened at (a song
 * changed on the server meanwhile is a conflict, not overwritten). Where entries are kept is the `QueueStore`
 * (persistence/offline-db.ts in the browser); the sending is the caller's (`Sender`).
 */
import type { Song, SongMetadata } from '@ringalong/song';
import { NetworkError, RequestError } from '../api/http.ts';
import type { Entry, QueuedSave, QueueStore } from '../persistence/offline-db.ts';

export type { Entry, QueuedSave, QueueStore } from '../persistence/offline-db.ts';

export interface Sender {
  create(body: Song, key: string): Promise<SongMetadata>;
  update(songId: number, revision: number, body: Song): Promise<SongMetadata>;
}

const sameSong = (entry: Entry, save: QueuedSave) =>
  entry.kind === 'create'
    ? save.kind === 'create' && save.key === entry.key
    : save.kind === 'update' && save.songId === entry.songId;

/**
 * Queues `save`. A create already waiting stays as it is; an update already waiting takes the
 * latest song and keeps its revision and its place.
 */
export async function queueSave(store: QueueStore, save: QueuedSave): Promise<void> {
  const waiting = (await store.all()).find((entry) => sameSong(entry, save));
  if (!waiting) await store.add(save);
  else if (waiting.kind === 'update') await store.replace({ ...waiting, body: save.body });
}

/** Drops the queued save of a song (a create by its key, an update by its song's id) saved since. */
export async function dropQueued(
  store: QueueStore,
  song: { readonly key?: string; readonly songId?: number },
): Promise<void> {
  for (const entry of await store.all()) {
    const same = entry.kind === 'create' ? entry.key === song.key : entry.songId === song.songId;
    if (same) await store.remove(entry.id);
  }
}

/** What became of one queued save that was sent. */
export type Sent =
  | { readonly outcome: 'saved'; readonly save: Entry; readonly meta: SongMetadata }
  /** The song changed on the server since it was opened (412): the conflict dialog's choice. */
  | { readonly outcome: 'conflict'; readonly save: Entry; readonly message: string }
  /** The server refused the song as sent: sending it again cannot succeed. */
  | { readonly outcome: 'refused'; readonly save: Entry; readonly error: unknown };

/**
 * Sends the queued saves in order, each removed once the server has answered it; `told` hears of
 * each. Stops at the first that gets no answer (still offline, the server away, a 5xx, a 401 or a
 * rate limit): it and those after it wait for the next try, in the same order.
 */
export async function sendQueued(
  store: QueueStore,
  sender: Sender,
  told: (sent: Sent) => void,
): Promise<void> {
  for (const save of await store.all()) {
    try {
      const meta =
        save.kind === 'create'
          ? await sender.create(save.body, save.key)
          : await sender.update(save.songId, save.revision, save.body);
      await store.remove(save.id);
      told({ outcome: 'saved', save, meta });
    } catch (error) {
      if (!(error instanceof RequestError) || !isFinal(error)) {
        if (!(error instanceof NetworkError) && !(error instanceof RequestError)) console.error(error);
        return;
      }
      await store.remove(save.id);
      if (error.status === 412) told({ outcome: 'conflict', save, message: error.bodyText });
      else told({ outcome: 'refused', save, error });
    }
  }
}

/** An answer after which sending the same save again would change nothing (a 4xx about the song). */
const isFinal = (error: RequestError) =>
  error.status >= 400 && error.status < 500 && ![401, 403, 408, 409, 429].includes(error.status);
