/**
 * Export all and import an archive (issue 30): every song of the signed-in person as one zip, and
 * such a zip made into new songs of theirs. In the dialogs' chunk with the controls
 * (features/library/LibraryArchive.tsx); the zip's code (music-io/song-archive.ts, fflate and the
 * MusicXML writer) comes with the encoders (music-io/load-encoders.ts) when a person asks, not before.
 */
import { errorMessage, failureDetail } from '../api/errors.ts';
import { RequestError } from '../api/http.ts';
import { newIdempotencyKey } from '../api/idempotency.ts';
import { loadEncoders } from '../music-io/load-encoders.ts';
import type { ArchivedSong } from '../music-io/song-archive.ts';
import type { GetState } from './actions.ts';
import { callApi } from './server.ts';

/** Songs fetched at once while exporting. */
const FETCHES_AT_ONCE = 4;
/** How long an import waits when the server says it is asked too often, and how often it tries. */
const BUSY_WAIT_MS = 5000;
const BUSY_TRIES = 20;

export interface ExportedArchive {
  readonly blob: Blob;
  readonly name: string;
  readonly count: number;
}

/** Every song of the signed-in person (their list, page by page, then each song) as a zip. */
export async function exportAllSongs(get: GetState): Promise<ExportedArchive> {
  const listed: { id: number; title: string }[] = [];
  let cursor: string | undefined;
  do {
    const page = await callApi('listSongs', { is_public: false, ...(cursor ? { cursor } : {}) });
    listed.push(...page.songs.map((song) => ({ id: song.song_id, title: song.title })));
    cursor = page.next_cursor ?? undefined;
  } while (cursor);
  const songs: ArchivedSong[] = new Array(listed.length);
  let next = 0;
  const fetchOne = async () => {
    while (next < listed.length) {
      const index = next++;
      const { id, title } = listed[index]!;
      songs[index] = { id, title, song: (await callApi('getSong', id)).song_object };
    }
  };
  await Promise.all(Array.from({ length: FETCHES_AT_ONCE }, fetchOne));
  const now = new Date();
  const bytes = (await loadEncoders()).writeSongArchive(songs, get().preferences.bpm, now);
  return {
    blob: new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/zip' }),
    name: `Ringalong songs ${now.toISOString().slice(0, 10)}.zip`,
    count: songs.length,
  };
}

export interface ImportSummary {
  /** Why the file is not an archive of songs (nothing was imported), or null. */
  readonly archiveRefused: string | null;
  /** The titles of the songs made, in the archive's order. */
  readonly imported: readonly string[];
  readonly refused: readonly { readonly file: string; readonly reason: string }[];
}

/**
 * Each song of an archive made by Export all, created as a new song of the signed-in person. A
 * file that is not such an archive creates nothing (`archiveRefused` says why); a song the
 * archive or the server refuses is listed with the reason.
 */
export async function importSongArchive(
  file: Blob,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<ImportSummary> {
  const { readSongArchive } = await loadEncoders();
  const read = readSongArchive(new Uint8Array(await file.arrayBuffer()));
  if (read.archiveRefused !== null) return { archiveRefused: read.archiveRefused, imported: [], refused: [] };
  const imported: string[] = [];
  const refused = [...read.refused];
  for (const { file: name, song } of read.songs) {
    // One key per song: a create retried after its answer was lost is not made twice.
    const key = newIdempotencyKey();
    for (let attempt = 1; ; attempt++) {
      try {
        const made = await callApi('createSong', song, key);
        imported.push(made.title);
        break;
      } catch (error) {
        if (error instanceof RequestError && error.status === 429 && attempt < BUSY_TRIES) {
          await wait(BUSY_WAIT_MS);
          continue;
        }
        console.error('Import of an archived song failed:', errorMessage(error));
        refused.push({ file: name, reason: failureDetail(error) });
        break;
      }
    }
  }
  return { archiveRefused: null, imported, refused };
}
