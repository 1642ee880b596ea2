/**
 * All of a person's songs as one zip archive, and such an archive read back. Each song is there
 * twice: as the app's own JSON (the song document, what importing reads) and as MusicXML (for
 * other notation programs), beside a manifest that names the archive's kind. Loaded only when a
 * person exports or imports (store/archive-flows.ts), so none of it is in an earlier download.
 */
import { writeMusicXml } from '@ringalong/music-io';
import { parseSong, type Song } from '@ringalong/song';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';

export const ARCHIVE_MANIFEST = 'ringalong-archive.json';
const ARCHIVE_KIND = 'ringalong-song-archive';

/** The most songs one archive is read for, and the most bytes a song's JSON may have. */
export const ARCHIVE_MAX_SONGS = 2000;
const SONG_JSON_MAX_BYTES = 2_000_000;

export interface ArchivedSong {
  readonly id: number;
  readonly title: string;
  readonly song: Song;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes.
const NOT_IN_FILE_NAMES = /[\u0000-\u001f\u007f/\\?%*:|"<>]/g;

/** `12-Morning Peal`: the song's id keeps two songs of one title apart. */
function baseName({ id, title }: ArchivedSong): string {
  const safe = title.replace(NOT_IN_FILE_NAMES, ' ').replace(/\s+/g, ' ').trim().replace(/^\.+/, '');
  return `${id}-${safe || 'Song'}`;
}

/** The archive's bytes: `songs/<id>-<title>.json` and `.musicxml` for each song, and the manifest. */
export function writeSongArchive(songs: readonly ArchivedSong[], bpm: number, exportedAt: Date): Uint8Array {
  const files: Record<string, Uint8Array> = {};
  const listed: { json: string; musicxml: string; title: string }[] = [];
  for (const entry of songs) {
    const name = `songs/${baseName(entry)}`;
    const song: Song = { ...entry.song, meta: { ...entry.song.meta, title: entry.title } };
    files[`${name}.json`] = strToU8(JSON.stringify(song, null, 1));
    files[`${name}.musicxml`] = strToU8(writeMusicXml(song, { bpm }));
    listed.push({ json: `${name}.json`, musicxml: `${name}.musicxml`, title: entry.title });
  }
  const manifest = { kind: ARCHIVE_KIND, version: 1, exportedAt: exportedAt.toISOString(), songs: listed };
  files[ARCHIVE_MANIFEST] = strToU8(JSON.stringify(manifest, null, 1));
  return zipSync(files, { level: 6 });
}

export interface ReadArchive {
  /** Why the file is not an archive of songs at all (then nothing of it is imported), or null. */
  readonly archiveRefused: string | null;
  /** The songs to import, in the archive's order. */
  readonly songs: readonly { readonly file: string; readonly song: Song }[];
  /** Files that are not imported, and why. */
  readonly refused: readonly { readonly file: string; readonly reason: string }[];
}

/**
 * The songs of an archive this app wrote (its `.json` files, checked as songs); its MusicXML
 * copies are left, as the JSON beside each is the same song. A file that is not such an archive
 * gives no songs and says why (`archiveRefused`).
 */
export function readSongArchive(bytes: Uint8Array): ReadArchive {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (file) => file.name === ARCHIVE_MANIFEST || file.name.startsWith('songs/'),
    });
  } catch {
    return refusedWhole('This file is not a zip archive. Choose an archive made by Export all.');
  }
  const manifest = files[ARCHIVE_MANIFEST];
  let kind: unknown;
  try {
    kind = manifest && (JSON.parse(strFromU8(manifest)) as { kind?: unknown }).kind;
  } catch {
    kind = undefined;
  }
  if (kind !== ARCHIVE_KIND) {
    return refusedWhole('This zip was not made by Export all (it has no Ringalong song list).');
  }
  const songs: { file: string; song: Song }[] = [];
  const refused: { file: string; reason: string }[] = [];
  for (const [file, content] of Object.entries(files)) {
    if (file === ARCHIVE_MANIFEST || file.endsWith('/') || file.endsWith('.musicxml')) continue;
    if (!file.endsWith('.json')) {
      refused.push({ file, reason: 'Not a song file' });
      continue;
    }
    if (songs.length >= ARCHIVE_MAX_SONGS) {
      refused.push({ file, reason: `An archive is read for at most ${ARCHIVE_MAX_SONGS} songs` });
      continue;
    }
    if (content.length > SONG_JSON_MAX_BYTES) {
      refused.push({ file, reason: 'Too large to be a song' });
      continue;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(strFromU8(content));
    } catch {
      refused.push({ file, reason: 'Not readable JSON' });
      continue;
    }
    const result = parseSong(parsed);
    if (result.ok) songs.push({ file, song: result.song });
    else refused.push({ file, reason: result.error });
  }
  return { archiveRefused: null, songs, refused };
}

const refusedWhole = (reason: string): ReadArchive => ({ archiveRefused: reason, songs: [], refused: [] });
