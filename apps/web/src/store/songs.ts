import { createDefaultSong } from '@ringalong/song';
import { errorMessage, failureDetail, serverMessage } from '../api/errors.ts';
import { RequestError } from '../api/http.ts';
import { newIdempotencyKey } from '../api/idempotency.ts';
import { callApi } from '../api/index.ts';
import type { GetState, SetState, SongActions } from './actions.ts';
import { copyTitle, remixTitle, songForServer } from './domain.ts';
import { workOf, writeWork } from './durable.ts';
import { flagsNow, isOthersSong, loadIntoEditor, savedAs } from './load.ts';
import type { LoadedSongMeta, PendingCreate, SongDocument } from './types.ts';
import { mustConfirmReplace } from './unsaved.ts';

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

export function songActions(set: SetState, get: GetState, doc: SongDocument): SongActions {
  const saved = (meta: LoadedSongMeta & { title: string }, sent: Sent) => {
    // The title is in the song: the same object means neither notes nor title changed since.
    if (doc.song === sent) savedAs(set, doc, meta);
    // Edited meanwhile: the record is taken (the next save updates it), the new edits stay unsaved.
    else set({ loadedSongMeta: meta, loadedTitle: meta.title });
    set({ saveFailure: null });
    get().notify({ severity: 'success', summary: 'Saved', life: 1000 });
  };

  const failed = (summary: string, detail: string) => {
    set({ saveFailure: detail });
    get().notify({ severity: 'error', summary, detail, life: 1000 });
  };

  /** One save at a time: a second click or Ctrl+S while one is under way is ignored. */
  const oneAtATime = async (run: () => Promise<void>) => {
    if (get().saving) return;
    set({ saving: true });
    try {
      await run();
    } finally {
      set({ saving: false });
    }
  };

  /**
   * Creates the song under `title`, or, while an earlier create of this song awaits its final
   * answer, sends that one again with its key: one song however often it is retried.
   */
  const create = async (title: string) => {
    const attempt: PendingCreate = get().pendingCreate ?? {
      key: newIdempotencyKey(),
      body: songForServer(doc.song, title),
      sent: doc.song,
    };
    set({ pendingCreate: attempt });
    try {
      const meta = await callApi('createSong', attempt.body, attempt.key);
      set({ pendingCreate: null });
      saved(meta, attempt.sent);
    } catch (error) {
      if (refusedAsSent(error)) set({ pendingCreate: null });
      failed("Couldn't Create & Save", failureDetail(error));
    }
  };

  const update = async (meta: LoadedSongMeta, title: string) => {
    const sent = doc.song;
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
      failed("Couldn't Save", fromServer ? `Server error: ${fromServer}` : failureDetail(error));
    }
  };

  return {
    openSong: async (id) => {
      if (mustConfirmReplace(set, get, { kind: 'open', songId: id })) return;
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
        get().notify({
          severity: 'error',
          summary: "Can't open song",
          detail: failureDetail(error),
          life: 2000,
        });
      }
    },

    openEmptySong: () =>
      loadIntoEditor(set, doc, createDefaultSong(), {
        meta: { song_id: 0 },
        editMode: false,
        saveRequired: false,
      }),

    newSong: () => {
      if (!flagsNow(get).upgraded) return get().upgradeOrSignIn();
      if (mustConfirmReplace(set, get, { kind: 'new' })) return;
      const meta = { song_id: 0, user_id: get().user.id };
      loadIntoEditor(set, doc, createDefaultSong(), { meta, editMode: true, saveRequired: false });
      get().closeDialog('library');
    },

    save: async () => {
      if (get().saving) return;
      if (!flagsNow(get).upgraded) {
        get().notify({
          severity: 'warn',
          summary: 'You must upgrade first',
          detail: 'Your work will not be lost in the process',
          life: 3500,
        });
        writeWork(get().deps.storage, workOf(get(), doc));
        return get().upgradeOrSignIn();
      }
      await oneAtATime(() => {
        const { loadedSongMeta, loadedTitle } = get();
        const { title } = doc;
        if (get().pendingCreate) return create(title);
        if (isOthersSong(get)) return create(remixTitle(title, loadedTitle));
        if (loadedSongMeta.song_id > 0) return update(loadedSongMeta, title);
        return create(title);
      });
    },

    saveCopy: async () => {
      get().closeDialog('saveConflict');
      // A new song of this user; until it is stored the work stays tied to the original.
      await oneAtATime(() => create(copyTitle(doc.title, get().loadedTitle)));
    },

    reloadSong: async () => {
      get().closeDialog('saveConflict');
      // Reload says the local changes are dropped: choosing it is the confirmation.
      set({ discardConfirmed: true });
      try {
        await get().openSong(get().loadedSongMeta.song_id);
      } finally {
        set({ discardConfirmed: false });
      }
    },

    askDelete: (meta) => get().openDialog('deleteSong', meta),

    deleteSong: async (meta) => {
      get().closeDialog('deleteSong');
      try {
        await callApi('deleteSong', meta.song_id);
        set((s) => ({
          library: { ...s.library, songs: s.library.songs.filter((song) => song.song_id !== meta.song_id) },
        }));
        get().notify({ severity: 'success', summary: 'Song deleted', life: 1000 });
        if (get().loadedSongMeta.song_id === meta.song_id) get().openEmptySong();
      } catch (error) {
        get().notify({
          severity: 'error',
          summary: "Song couldn't be deleted",
          detail: failureDetail(error),
          life: 3000,
        });
      }
    },

    setPublicity: async (meta, isPublic) => {
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
        console.error('Publicity change failed:', errorMessage(error));
        // The switch shows the stored state, which did not change.
        get().notify({
          severity: 'error',
          summary: "Couldn't change visibility",
          detail: failureDetail(error),
          life: 2000,
        });
      }
    },
  };
}
