import { createDefaultSong, DEFAULT_PREFERENCES } from '@ringalong/song';
import { LOAD_FAILED, partFailedToast } from '../part-failed.ts';
import type { GetState, SetState, SongActions } from './actions.ts';
import { copyTitle, remixTitle } from './domain.ts';
import type { AddressedSong } from './first-page.ts';
import { flagsNow, isOthersSong, loadIntoEditor } from './load.ts';
import { loadServer } from './server.ts';
import type { SaveJob, songFlows } from './song-flows.ts';
import type { SongDocument } from './types.ts';
import { mustConfirmReplace } from './unsaved.ts';

/**
 * `pageSong` is the song the page's address brought (store/first-page.ts): a visitor may open a
 * shared public song by its address without the library's sign-in and plan.
 */
/** The record without the answer's `failed` flag, which the server's page carries as getSong does. */
function withoutFailed<T extends object>(meta: T): Omit<T, 'failed'> {
  const { failed: _failed, ...rest } = meta as T & { failed?: unknown };
  return rest;
}

export function songActions(
  set: SetState,
  get: GetState,
  doc: SongDocument,
  pageSong: AddressedSong | null = null,
): SongActions {
  let made: ReturnType<typeof songFlows> | null = null;
  /**
   * The server flows, loaded on first use. When their code does not arrive, the user is told as
   * for any part of the app that could not be downloaded, and `failed` undoes what waited for it.
   */
  const flows = async (failed?: () => void) => {
    try {
      const code = await loadServer();
      made ??= code.songFlows(set, get, doc);
      return made;
    } catch {
      failed?.();
      get().notify(partFailedToast(true));
      return null;
    }
  };

  /** One save at a time: a second click or Ctrl+S while one is under way is ignored. */
  const oneAtATime = async (job: SaveJob) => {
    if (get().saving) return;
    set({ saving: true });
    try {
      const run = await flows(() => set({ saveFailure: LOAD_FAILED }));
      await run?.save(job);
    } finally {
      set({ saving: false });
    }
  };

  /** A create of the song under `title`, or the retry of the create that awaits its final answer. */
  const create = (title: string): SaveJob => ({ title, song: doc.song });

  return {
    openSong: async (id) => {
      if (mustConfirmReplace(set, get, { kind: 'open', songId: id })) return;
      // Shown at once, until the answer is final (the code and the song arrive one after another).
      set({ opening: id });
      try {
        await (await flows())?.openSong(id);
      } finally {
        if (get().opening === id) set({ opening: null });
      }
    },

    openAddress: async (id) => {
      if (mustConfirmReplace(set, get, { kind: 'openAddress', songId: id })) return;
      if (id === 0) {
        get().openEmptySong();
        get().openLibrary();
        return;
      }
      // The owner's own song as it is stored now; anyone else's as the page brought it.
      const { user } = get();
      if (pageSong?.song_id === id && !(user.signedIn && pageSong.user_id === user.id)) {
        const { song_object, ...meta } = pageSong;
        loadIntoEditor(set, doc, song_object, {
          meta: withoutFailed(meta),
          editMode: false,
          saveRequired: false,
        });
        get().closeDialog('library');
        return;
      }
      await get().openSong(id);
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
      // A new song starts at the default tempo, not the last song's (spec section 9: bpm 100).
      loadIntoEditor(set, doc, createDefaultSong(), {
        meta,
        editMode: true,
        saveRequired: false,
        bpm: DEFAULT_PREFERENCES.bpm,
      });
      get().closeDialog('library');
    },

    save: async () => {
      // The embedded player saves nothing (Ctrl+S there does nothing).
      if (get().saving || get().embed) return;
      if (!flagsNow(get).upgraded) {
        get().notify({
          severity: 'warn',
          summary: 'You must upgrade first',
          detail: 'Your work will not be lost in the process',
          life: 3500,
        });
        get().keepWorkNow();
        return get().upgradeOrSignIn();
      }
      const { loadedSongMeta, loadedTitle } = get();
      const { title } = doc;
      if (get().pendingCreate) return oneAtATime(create(title));
      if (isOthersSong(get)) return oneAtATime(create(remixTitle(title, loadedTitle)));
      if (loadedSongMeta.song_id > 0) return oneAtATime({ title, song: doc.song, meta: loadedSongMeta });
      return oneAtATime(create(title));
    },

    saveCopy: async () => {
      get().closeDialog('saveConflict');
      // A new song of this user; until it is stored the work stays tied to the original.
      await oneAtATime(create(copyTitle(doc.title, get().loadedTitle)));
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

    sendWaitingSaves: async () => {
      await (await flows())?.sendWaiting();
    },

    askDelete: (meta) => get().openDialog('deleteSong', meta),

    deleteSong: async (meta) => {
      get().closeDialog('deleteSong');
      await (await flows())?.deleteSong(meta);
    },

    setPublicity: async (meta, isPublic) => {
      await (await flows())?.setPublicity(meta, isPublic);
    },
  };
}
