/**
 * The song actions' server flows (loaded on first use, see later.ts): create and save, open,
 * delete and publicity. `songs.ts` runs what must happen at once (the one-save-at-a-time guard,
 * the unsaved-changes question, closing dialogs) and hands over to these.
 */
import type { Song, SongMetadata } from '@ringalong/song';
import { errorMessage, failureDetail, serverMessage } from '../api/errors.ts';
import { NetworkError, RequestError } from '../api/http.ts';
import { newIdempotencyKey } from '../api/idempotency.ts';
import { callApi } from '../api/index.ts';
import type { GetState, SetState } from './actions.ts';
import { songForServer } from './domain.ts';
import { loadIntoEditor, savedAs } from './load.ts';
import { loadKeptSongs } from './offline-code.ts';
import type { LoadedSongMeta, PendingCreate, SongDocument } from './types.ts';

/** A save as decided when it was asked for: an update of `meta`'s record, or else a create. */
export interface SaveJob {
  readonly title: string;
  readonly song: Song;
  readonly meta?: LoadedSongMeta;
}

/** The work as it was sent: edits made while the server answered are not in the stored copy. */
type Sent = PendingCreate['sent'];

/**
 * A create the server refused as sent (bad song, key reused for another): sending it again cannot
 * succeed, and nothing was stored, so the next attempt starts afresh. No answer, a 5xx, or a refusal
 * for who is asking (401, 403), a busy key (409) or a rate limit (429) keep the attempt to retry.
 */
function refusedAsSent(error: unknown): boolean {
  return (
    error instanceof RequestError &&
    error.status >= 400 &&
    error.status < 500 &&
    ![401, 403, 408, 409, 429].includes(error.status)
  );
}

/** A save or create that did not go through: the failure stays shown beside Save. */
function saveFailed(
  set: SetState,
  get: GetState,
  kind: 'create' | 'update',
  error: unknown,
  detail = failureDetail(error),
): void {
  set({ saveFailure: detail });
  const summary = kind === 'create' ? "Couldn't Create & Save" : "Couldn't Save";
  get().notify({ severity: 'error', summary, detail, life: 1000 });
}

function openFailed(get: GetState, error: unknown): void {
  get().notify({ severity: 'error', summary: "Can't open song", detail: failureDetail(error), life: 2000 });
}

function deleteFailed(get: GetState, error: unknown): void {
  get().notify({
    severity: 'error',
    summary: "Song couldn't be deleted",
    detail: failureDetail(error),
    life: 3000,
  });
}

function publicityFailed(get: GetState, error: unknown): void {
  console.error('Publicity change failed:', errorMessage(error));
  // The switch shows the stored state, which did not change.
  get().notify({
    severity: 'error',
    summary: "Couldn't change visibility",
    detail: failureDetail(error),
    life: 2000,
  });
}

/**
 * The call got no answer because this device has no network (the browser says so): what is kept
 * on the device stands in (store/offline-saves.ts). A server away while the network is up is
 * reported as before.
 */
const isOffline = (error: unknown): boolean =>
  error instanceof NetworkError && globalThis.navigator?.onLine === false;

export function songFlows(set: SetState, get: GetState, doc: SongDocument) {
  /** The offline side, from the kept songs chunk (made once); null when its code cannot come. */
  let made: ReturnType<Awaited<ReturnType<typeof loadKeptSongs>>['offlineSaves']> | null = null;
  const offline = async () => {
    try {
      const code = await loadKeptSongs();
      made ??= code.offlineSaves(set, get, doc, {
        create: (body, key) => callApi('createSong', body, key),
        update: async (songId, revision, body) =>
          (await callApi('saveSong', songId, revision, body)).metadata,
      });
      return { code, saves: made };
    } catch {
      return null;
    }
  };
  const keep = (meta: SongMetadata, song: Song) =>
    void offline().then((loaded) => loaded?.code.keepForOffline(meta, song));
  const queue = async (...args: Parameters<NonNullable<typeof made>['queue']>) =>
    (await (await offline())?.saves.queue(...args)) ?? false;
  const saved = (meta: SongMetadata, sent: Sent) => {
    keep(meta, sent);
    // The title is in the song: the same object means neither notes nor title changed since.
    if (doc.song === sent) savedAs(set, doc, meta);
    // Edited meanwhile: the record is taken (the next save updates it), the new edits stay unsaved.
    else set({ loadedSongMeta: meta, loadedTitle: meta.title });
    set({ saveFailure: null });
    get().notify({ severity: 'success', summary: 'Saved', life: 1000 });
  };

  /**
   * Creates the song under `title`, or, while an earlier create of this song awaits its final
   * answer, sends that one again with its key: one song however often it is retried.
   */
  const create = async (title: string, song: Song) => {
    const attempt: PendingCreate = get().pendingCreate ?? {
      key: newIdempotencyKey(),
      body: songForServer(song, title),
      sent: song,
    };
    set({ pendingCreate: attempt });
    try {
      const meta = await callApi('createSong', attempt.body, attempt.key);
      set({ pendingCreate: null });
      saved(meta, attempt.sent);
      void offline().then((loaded) => loaded?.saves.saved({ key: attempt.key }));
    } catch (error) {
      // No answer (offline): queued with its key, sent when the network returns.
      if (
        isOffline(error) &&
        (await queue({ kind: 'create', key: attempt.key, body: attempt.body }, attempt.sent))
      )
        return;
      if (refusedAsSent(error)) set({ pendingCreate: null });
      saveFailed(set, get, 'create', error);
    }
  };

  const update = async (meta: LoadedSongMeta, title: string, sent: Song) => {
    const body = songForServer(sent, title);
    try {
      const answer = await callApi('saveSong', meta.song_id, meta.revision ?? 0, body);
      saved(answer.metadata, sent);
      void offline().then((loaded) => loaded?.saves.saved({ songId: meta.song_id }));
    } catch (error) {
      const queued = { kind: 'update', songId: meta.song_id, revision: meta.revision ?? 0, body } as const;
      // No answer (offline): queued with its revision, sent when the network returns.
      if (isOffline(error) && (await queue(queued, sent))) return;
      if (error instanceof RequestError && error.status === 412) {
        const message = failureDetail(error);
        set({ saveFailure: message });
        get().openDialog('saveConflict', { message });
        return;
      }
      // Spec section 8: 'Server error: ' and the server's message, else what went wrong.
      const fromServer = serverMessage(error);
      if (fromServer) saveFailed(set, get, 'update', error, `Server error: ${fromServer}`);
      else saveFailed(set, get, 'update', error);
    }
  };

  return {
    /** Saves as `job` says, the song and title as they were when Save was pressed. */
    save: (job: SaveJob): Promise<void> => {
      void offline().then((loaded) => loaded?.code.askToPersist());
      return job.meta ? update(job.meta, job.title, job.song) : create(job.title, job.song);
    },

    /** Sends the saves made offline (store/offline-saves.ts), when the network returns. */
    sendWaiting: async (): Promise<void> => {
      await (await offline())?.saves.sendWaiting();
    },

    openSong: async (id: number): Promise<void> => {
      const open = (meta: SongMetadata, song: Song) => {
        loadIntoEditor(set, doc, song, { meta, editMode: false, saveRequired: false, title: meta.title });
        get().closeDialog('library');
      };
      try {
        const { failed: _failed, song_object, ...meta } = await callApi('getSong', id);
        open(meta, song_object);
        keep(meta, song_object);
      } catch (error) {
        // Offline, a song this device opened or saved before opens from its kept copy.
        const kept = isOffline(error) ? await (await offline())?.code.keptCopy(id) : null;
        if (kept) open(kept.meta, kept.song);
        else openFailed(get, error);
      }
    },

    deleteSong: async (meta: SongMetadata): Promise<void> => {
      try {
        await callApi('deleteSong', meta.song_id);
        set((s) => ({
          library: { ...s.library, songs: s.library.songs.filter((song) => song.song_id !== meta.song_id) },
        }));
        get().notify({ severity: 'success', summary: 'Song deleted', life: 1000 });
        if (get().loadedSongMeta.song_id === meta.song_id) get().openEmptySong();
      } catch (error) {
        deleteFailed(get, error);
      }
    },

    setPublicity: async (meta: SongMetadata, isPublic: boolean): Promise<void> => {
      try {
        const { metadata } = await callApi('setPublicity', meta.song_id, isPublic);
        set((s) => ({
          library: {
            ...s.library,
            songs: s.library.songs.map((song) => (song.song_id === metadata.song_id ? metadata : song)),
          },
          loadedSongMeta: s.loadedSongMeta.song_id === metadata.song_id ? metadata : s.loadedSongMeta,
        }));
        const visibility = metadata.is_public ? 'public' : 'private';
        get().notify({ severity: 'success', summary: `${metadata.title} is now ${visibility}`, life: 2000 });
      } catch (error) {
        publicityFailed(get, error);
      }
    },
  };
}
