/**
 * The subscribe hand-over, the app's end: the server saved the song sent with subscribe once access
 * started. When the work restored here is that same song, the app takes on the saved song's
 * record, so the next save updates it instead of storing a second copy.
 */
import { createDefaultSong, DEFAULT_TITLE, keptTitle, type Song } from '@ringalong/song';
import { errorMessage } from '../api/errors.ts';
import { callApi } from '../api/index.ts';
import type { GetState, SetState } from './actions.ts';
import { remixTitle, songForServer } from './domain.ts';
import { isOthersSong, savedAs } from './load.ts';
import type { SongDocument } from './types.ts';

/** What an empty title became on its way to the server. */
const UNTITLED = /^New Song \d{6}$/;

/** Equal as JSON values; key order does not count (the server keeps songs as jsonb). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = Object.keys(x).filter((k) => x[k] !== undefined);
  if (keys.length !== Object.keys(y).filter((k) => y[k] !== undefined).length) return false;
  return keys.every((k) => sameJson(x[k], y[k]));
}

/**
 * The title the work is stored under when it travels with subscribe: the save rule (spec section
 * 4), since the server saves it as a new song once access starts. Someone else's song (an edited
 * demo, another user's public song) becomes the user's copy, with ' Remix' when its title is unchanged.
 */
export function handoverTitle(get: GetState, doc: SongDocument): string {
  return isOthersSong(get) ? remixTitle(doc.title, get().loadedTitle) : doc.title;
}

/**
 * The song as it travels with subscribe: the unsaved work, or else the untouched default song,
 * which the server never keeps (a song opened and left unchanged is no work to save a copy of).
 */
export function handoverSong(get: GetState, doc: SongDocument): Song {
  if (!get().saveRequired) return songForServer(createDefaultSong(), DEFAULT_TITLE);
  return songForServer(doc.song, handoverTitle(get, doc));
}

/** The local song, as it would have travelled with subscribe, against the one the server saved. */
function isHandedOver(local: Song, title: string, saved: Song): boolean {
  const sentTitle = keptTitle(title) === '' && UNTITLED.test(saved.meta.title) ? saved.meta.title : title;
  return sameJson(songForServer(local, sentTitle), saved);
}

export async function adoptHandedOverSong(set: SetState, get: GetState, doc: SongDocument): Promise<void> {
  const handed = get().plan.handedOverSong;
  const { saveRequired, loadedSongMeta } = get();
  const { song } = doc;
  if (!handed || !saveRequired || loadedSongMeta.song_id === handed.song_id) return;
  try {
    // The user's own song: reading it counts no view.
    const { failed: _failed, song_object, ...meta } = await callApi('getSong', handed.song_id);
    if (!isHandedOver(song, handoverTitle(get, doc), song_object)) return;
    // Edited (notes or title) while the server answered: that is new work, saved as the user decides.
    if (doc.song !== song) return;
    savedAs(set, doc, meta);
    get().notify({ severity: 'success', summary: 'Saved', life: 1000 });
  } catch (error) {
    console.error('Could not check the song saved at checkout:', errorMessage(error));
  }
}
