import type { Song } from '@ringalong/song';
import type { GetState, SetState } from './actions.ts';
import { planFlags } from './domain.ts';
import type { LoadedSongMeta, SongDocument } from './types.ts';

export interface LoadOptions {
  readonly meta: LoadedSongMeta;
  readonly editMode: boolean;
  readonly saveRequired: boolean;
  readonly title?: string;
  readonly loadedTitle?: string;
  /** The tempo to play it at (a new song's is the default, spec section 9); absent: unchanged. */
  readonly bpm?: number;
}

/** Opens a song in the document (history reset, playback back to the start) and takes its record. */
export function loadIntoEditor(set: SetState, doc: SongDocument, song: Song, options: LoadOptions): void {
  const title = options.title ?? song.meta.title;
  set((s) => ({
    loadedTitle: options.loadedTitle ?? title,
    loadedSongMeta: options.meta,
    saveRequired: options.saveRequired,
    // A failed save, and a create to retry, concerned the song being replaced.
    saveFailure: null,
    pendingCreate: null,
    preferences: { ...s.preferences, editMode: options.editMode, bpm: options.bpm ?? s.preferences.bpm },
  }));
  // The editor has followed the preferences already (reactions.ts).
  doc.load(song, title);
}

export const flagsNow = (get: GetState) => planFlags(get().plan.planObject, get().deps.now());

/** A song saved by someone else (not a new song): saving it makes a remix. */
export function isOthersSong(get: GetState): boolean {
  const { loadedSongMeta, user } = get();
  return loadedSongMeta.song_id > 0 && loadedSongMeta.user_id !== user.id;
}

/** The document's song is now stored as `meta`: it takes that record and title, nothing left to save. */
export function savedAs(set: SetState, doc: SongDocument, meta: LoadedSongMeta & { title: string }): void {
  doc.adoptTitle(meta.title);
  set({ loadedSongMeta: meta, loadedTitle: meta.title, saveRequired: false });
}
