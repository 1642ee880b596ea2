/**
 * The song flows' offline side (docs/offline.md), in the kept songs chunk: songs opened or
 * saved are kept in IndexedDB (persistence/offline-db.ts) so they open offline; a save that gets no
 * answer is queued (save-queue.ts) and the work counts as kept on this device; the queue is sent
 * when the network returns, and its answers update the open song's record. Nothing here throws:
 * a browser without IndexedDB (or with it full) keeps nothing, and says so on the console.
 */
import type { Song, SongMetadata } from '@ringalong/song';
import { write } from '../persistence/index.ts';
import { keepSong, keptSong, keptSongList, savesQueue } from '../persistence/offline-db.ts';
import type { GetState, SetState } from './actions.ts';
import { dropQueued, type QueuedSave, queueSave, type Sender, type Sent, sendQueued } from './save-queue.ts';
import type { SongDocument } from './types.ts';

const quietly = async <T>(what: string, task: () => Promise<T>): Promise<T | null> => {
  // A browser without IndexedDB (storage switched off) keeps nothing.
  if (!globalThis.indexedDB) return null;
  try {
    return await task();
  } catch (error) {
    console.error(`Offline copies: could not ${what}`, error);
    return null;
  }
};

/** Keeps the song as the server stored it under `meta`, for opening offline. */
export const keepForOffline = (meta: SongMetadata, song: Song): Promise<unknown> =>
  quietly('keep a song', () => keepSong(meta, song));

/** The kept copy of song `id`, or null. */
export const keptCopy = (id: number) => quietly('read a kept song', () => keptSong(id));

/** The records of the songs kept on this device (the library's list offline). */
export const keptList = async (): Promise<SongMetadata[]> =>
  (await quietly('list the kept songs', keptSongList)) ?? [];

let persistAsked = false;
/**
 * Asks the browser to keep this site's storage (drafts, kept songs, queued saves) when it clears
 * storage to make room or after days without a visit: once per visit, at the first save.
 */
export function askToPersist(): void {
  if (persistAsked) return;
  persistAsked = true;
  void globalThis.navigator?.storage?.persist?.().catch(() => false);
}

/** The header's count and the start's hint (persistence/names.ts `savesWaiting`) follow the queue. */
const countWaiting = async (set: SetState, get: GetState) => {
  const waiting = (await quietly('count the queued saves', savesQueue.all))?.length ?? 0;
  write(get().deps.storage, 'savesWaiting', waiting);
  set((s) => (s.network.waiting === waiting ? s : { network: { ...s.network, waiting } }));
};

/** `sender`: the API's create and save (the song flows', so this chunk does not load the client). */
export function offlineSaves(set: SetState, get: GetState, doc: SongDocument, sender: Sender) {
  /** What the server answered for a queued save, applied to the open song when it is that song. */
  const applySent = (sent: Sent) => {
    const { pendingCreate, loadedSongMeta } = get();
    const isOpen =
      sent.save.kind === 'create'
        ? pendingCreate?.key === sent.save.key
        : loadedSongMeta.song_id === sent.save.songId;
    if (sent.outcome === 'saved') {
      void keepForOffline(sent.meta, sent.save.body);
      if (isOpen) set({ loadedSongMeta: sent.meta, loadedTitle: sent.meta.title, pendingCreate: null });
      return;
    }
    if (sent.outcome === 'conflict') {
      // The work is still in the editor (or in the draft): it is unsaved again, and the user chooses.
      if (isOpen) {
        set({ saveRequired: true, saveFailure: sent.message });
        get().openDialog('saveConflict', { message: sent.message });
      } else get().notify({ severity: 'error', summary: "Couldn't Save", detail: sent.message, life: 3000 });
      return;
    }
    if (isOpen) set({ saveRequired: true, pendingCreate: null });
    get().notify({
      severity: 'error',
      summary: "Couldn't Save",
      detail: `${sent.save.body.meta.title} was refused by the server`,
      life: 3000,
    });
  };

  return {
    /**
     * Queues a save that got no answer; the work counts as kept (not unsaved) when the editor still
     * holds what was queued. False when it could not be queued (the caller reports the failure).
     */
    queue: async (save: QueuedSave, sent: Song): Promise<boolean> => {
      const queued = await quietly('queue a save', () => queueSave(savesQueue, save));
      if (queued === null) return false;
      if (doc.song === sent) set({ saveRequired: false, saveFailure: null });
      await countWaiting(set, get);
      get().notify({
        severity: 'info',
        summary: 'Saved on this device',
        detail: 'It will be sent when the network returns',
        life: 2500,
      });
      return true;
    },

    /**
     * A save of this song got through online: a save of it queued earlier is older and is dropped
     * (sent later, an update would meet its own newer revision as a conflict).
     */
    saved: async (song: { readonly key?: string; readonly songId?: number }): Promise<void> => {
      await quietly('update the queued saves', () => dropQueued(savesQueue, song));
      if (get().network.waiting > 0) await countWaiting(set, get);
    },

    /** Sends what waits in the queue, in order; the header's count follows. */
    sendWaiting: async (): Promise<void> => {
      let saved = 0;
      await quietly('send the queued saves', () =>
        sendQueued(savesQueue, sender, (sent) => {
          if (sent.outcome === 'saved') saved += 1;
          applySent(sent);
        }),
      );
      await countWaiting(set, get);
      if (saved > 0)
        get().notify({
          severity: 'success',
          summary: 'Saved',
          detail: saved === 1 ? 'The save made offline was sent' : `${saved} saves made offline were sent`,
          life: 2000,
        });
    },
  };
}
