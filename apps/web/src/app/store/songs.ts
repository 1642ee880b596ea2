import { createDefaultSong } from '@ringalong/song';
import { errorMessage, serverMessage } from '../../api/errors.ts';
import { RequestError } from '../../api/http.ts';
import { loadApi } from '../../api/index.ts';
import type { GetState, SetState, SongActions } from './actions.ts';
import { remixTitle, songForServer } from './domain.ts';
import { workOf, writeWork } from './durable.ts';
import { flagsNow, isOthersSong, loadIntoEditor, savedAs } from './load.ts';
import type { LoadedSongMeta } from './types.ts';
import { mustConfirmReplace } from './unsaved.ts';

export function songActions(set: SetState, get: GetState): SongActions {
  const saved = (meta: LoadedSongMeta & { title: string }) => {
    set(savedAs(meta));
    get().notify({ severity: 'success', summary: 'Saved', life: 1000 });
  };

  const create = async (title: string) => {
    try {
      saved(await (await loadApi()).createSong(songForServer(get().song, title)));
    } catch (error) {
      get().notify({
        severity: 'error',
        summary: "Couldn't Create & Save",
        detail: errorMessage(error),
        life: 1000,
      });
    }
  };

  const update = async (meta: LoadedSongMeta, title: string) => {
    try {
      const answer = await (await loadApi()).saveSong(
        meta.song_id,
        meta.revision ?? 0,
        songForServer(get().song, title),
      );
      saved(answer.metadata);
    } catch (error) {
      if (error instanceof RequestError && error.status === 412) {
        get().openDialog('saveConflict', { message: serverMessage(error) ?? error.message });
        return;
      }
      const fromServer = serverMessage(error);
      const detail = fromServer ? `Server error: ${fromServer}` : errorMessage(error);
      get().notify({ severity: 'error', summary: "Couldn't Save", detail, life: 1000 });
    }
  };

  return {
    openSong: async (id) => {
      if (mustConfirmReplace(set, get, { kind: 'open', songId: id })) return;
      try {
        const { failed: _failed, song_object, ...meta } = await (await loadApi()).getSong(id);
        loadIntoEditor(set, get, song_object, {
          meta,
          editMode: false,
          saveRequired: false,
          title: meta.title,
        });
        get().closeDialog('library');
      } catch (error) {
        const detail = serverMessage(error) ?? errorMessage(error);
        get().notify({ severity: 'error', summary: "Can't open song", detail, life: 2000 });
      }
    },

    openEmptySong: () =>
      loadIntoEditor(set, get, createDefaultSong(), {
        meta: { song_id: 0 },
        editMode: false,
        saveRequired: false,
      }),

    newSong: () => {
      if (!flagsNow(get).upgraded) return get().upgradeOrSignIn();
      if (mustConfirmReplace(set, get, { kind: 'new' })) return;
      const meta = { song_id: 0, user_id: get().user.id };
      loadIntoEditor(set, get, createDefaultSong(), { meta, editMode: true, saveRequired: false });
      get().closeDialog('library');
    },

    save: async () => {
      if (!flagsNow(get).upgraded) {
        get().notify({
          severity: 'warn',
          summary: 'You must upgrade first',
          detail: 'Your work will not be lost in the process',
          life: 3500,
        });
        writeWork(get().deps.storage, workOf(get()));
        return get().upgradeOrSignIn();
      }
      const { loadedSongMeta, songTitle, loadedTitle } = get();
      if (isOthersSong(get)) return create(remixTitle(songTitle, loadedTitle));
      if (loadedSongMeta.song_id > 0) return update(loadedSongMeta, songTitle);
      return create(songTitle);
    },

    saveCopy: async () => {
      get().closeDialog('saveConflict');
      set({ loadedSongMeta: { song_id: 0, user_id: get().user.id } });
      await create(get().songTitle);
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
        await (await loadApi()).deleteSong(meta.song_id);
        set((s) => ({
          library: { ...s.library, songs: s.library.songs.filter((song) => song.song_id !== meta.song_id) },
        }));
        get().notify({ severity: 'success', summary: 'Song deleted', life: 1000 });
        if (get().loadedSongMeta.song_id === meta.song_id) get().openEmptySong();
      } catch (error) {
        const detail = serverMessage(error) ?? errorMessage(error);
        get().notify({ severity: 'error', summary: "Song couldn't be deleted", detail, life: 3000 });
      }
    },

    setPublicity: async (meta, isPublic) => {
      try {
        const { metadata } = await (await loadApi()).setPublicity(meta.song_id, isPublic);
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
      }
    },
  };
}
