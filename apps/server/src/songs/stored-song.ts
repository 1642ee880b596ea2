/**
 * Songs stored before the current song version (version 1 documents, and pending songs kept
 * across checkout) are lifted to the current version as they are read, by the same migration
 * the app uses; nothing stored is rewritten, so nothing stored is lost. Current documents go out
 * as stored, without parsing.
 */
import { parseSong, SONG_VERSION, type Song } from '@ringalong/song';

const CURRENT = String(SONG_VERSION);

/** The document text to answer: as stored when current, else migrated (as stored if it cannot be). */
export function currentDocumentText(text: string, version: string | null): string {
  if (version === CURRENT) return text;
  const parsed = parseSong(JSON.parse(text));
  return parsed.ok ? JSON.stringify(parsed.song) : text;
}

/** A stored song object in the current version (as stored if it cannot be migrated). */
export function currentSong(stored: Song): Song {
  if (stored.version === SONG_VERSION) return stored;
  const parsed = parseSong(stored);
  return parsed.ok ? parsed.song : stored;
}
