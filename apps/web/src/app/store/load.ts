import type { Song } from '@ringalong/song';
import type { AppStore, GetState, SetState } from './actions.ts';
import { planFlags } from './domain.ts';
import type { LoadedSongMeta } from './types.ts';

export interface LoadOptions {
  readonly meta: LoadedSongMeta;
  readonly editMode: boolean;
  readonly saveRequired: boolean;
  readonly title?: string;
  readonly loadedTitle?: string;
}

/** Puts a song into the store and the editor: history reset, playback back to the start. */
export function loadIntoEditor(set: SetState, get: GetState, song: Song, options: LoadOptions): void {
  const title = options.title ?? song.meta.title;
  set((s) => ({
    song,
    songTitle: title,
    loadedTitle: options.loadedTitle ?? title,
    loadedSongMeta: options.meta,
    saveRequired: options.saveRequired,
    // A failed save, and a create to retry, concerned the song being replaced.
    saveFailure: null,
    pendingCreate: null,
    demoSongLoaded: options.meta.is_demo ?? false,
    preferences: { ...s.preferences, editMode: options.editMode },
  }));
  const { editor } = get();
  if (!editor) return;
  editor.stop();
  editor.loadSong(song, { resetHistory: true });
  editor.preferencesChanged();
}

export const flagsNow = (get: GetState) => planFlags(get().plan.planObject, get().deps.now());

/** A song saved by someone else (not a new song): saving it makes a remix. */
export function isOthersSong(get: GetState): boolean {
  const { loadedSongMeta, user } = get();
  return loadedSongMeta.song_id > 0 && loadedSongMeta.user_id !== user.id;
}

/** The editor's song is now stored as `meta`: it takes that record and title, nothing left to save. */
export const savedAs =
  (meta: LoadedSongMeta & { title: string }) =>
  (s: AppStore): Partial<AppStore> => ({
    loadedSongMeta: meta,
    songTitle: meta.title,
    loadedTitle: meta.title,
    song: { ...s.song, meta: { ...s.song.meta, title: meta.title } },
    saveRequired: false,
  });
