/**
 * Music brought in from a file (issue 13), loaded with the import dialog, off the start-up path.
 * The piece is a new song: it replaces the notes as one edit (Undo brings the old ones back) and
 * takes no server record, so a save creates a song and never writes over the one that was open.
 */
import type { Song } from '@ringalong/song';
import type { AppStoreApi } from './create.ts';
import type { SongDocument } from './types.ts';

export function takeImportedSong(store: AppStoreApi, doc: SongDocument, song: Song, bpm: number): void {
  doc.editor.stop();
  store.setState((s) => ({
    loadedSongMeta: { song_id: 0, user_id: s.user.id },
    loadedTitle: song.meta.title,
    // A failed save, and a create to retry, concerned the song being replaced.
    saveFailure: null,
    pendingCreate: null,
  }));
  doc.editor.edit(() => song);
  doc.setTitle(song.meta.title);
  store.getState().setPreferences({ bpm });
}
