/**
 * The song actions' server flows (loaded on first use, see later.ts): create and save, open,
 * delete and publicity. `songs.ts` runs what must happen at once (the one-save-at-a-time guard,
 * the unsaved-changes question, closing dialogs) and hands over to these.
 */
import type { Song, SongMetadata } from '@ringalong/song';
import { errorMessage, failureDetail, serverMessage } from '../api/errors.ts';
import { RequestError } from '../api/http.ts';
import { newIdempotencyKey } from '../api/idempotency.ts';
import { callApi } from '../api/index.ts';
import type { GetState, SetState } from './actions.ts';
import { songForServer } from './domain.ts';
import { loadIntoEditor, savedAs } from './load.ts';
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

export function songFlows(set: SetState, get: GetState, doc: SongDocument) {
  const saved = (meta: LoadedSongMeta & { title: string }, sent: Sent) => {
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
    } catch (error) {
      if (refusedAsSent(error)) set({ pendingCreate: null });
      saveFailed(set, get, 'create', error);
    }
  };

  const update = async (meta: LoadedSongMeta, title: string, sent: Song) => {
    try {
      const answer = await callApi('saveSong', meta.song_id, meta.revision ?? 0, songForServer(sent, title));
      saved(answer.metadata, sent);
    } catch (error) {
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
    save: (job: SaveJob): Promise<void> =>
      job.meta ? update(job.meta, job.title, job.song) : create(job.title, job.song),

    openSong: async (id: number): Promise<void> => {
      try {
        const { failed: _failed, song_object, ...meta } = await callApi('getSong', id);
        loadIntoEditor(set, doc, song_object, {
          meta,
          editMode: false,
          saveRequired: false,
          title: meta.title,
        });
        get().closeDialog('library');
      } catch (error) {
        openFailed(get, error);
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
