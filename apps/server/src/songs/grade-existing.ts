/**
 * Songs stored before the difficulty column (migration 0009) have no level: at start the server
 * grades them with the same pure function a save uses, a page of rows at a time in id order, so
 * each row is read once however many there are. Idempotent: only rows still without a level are
 * written, so instances starting together, or a save meanwhile, lose nothing.
 */
import { pieceDifficulty, type Song } from '@ringalong/song';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { songs } from '../db/schema/index.ts';
import { currentSong } from './stored-song.ts';

const PAGE = 100;

/** Grades every stored song without a level; answers how many it graded. */
export async function gradeUngradedSongs(db: Db): Promise<number> {
  let graded = 0;
  let after = 0;
  for (;;) {
    const rows = await db
      .select({ id: songs.id, document: songs.document })
      .from(songs)
      .where(and(isNull(songs.difficulty), gt(songs.id, after)))
      .orderBy(asc(songs.id))
      .limit(PAGE);
    for (const row of rows) {
      const level = levelOf(row.document);
      if (level === null) continue;
      await db
        .update(songs)
        .set({ difficulty: level })
        .where(and(eq(songs.id, row.id), isNull(songs.difficulty)));
      graded += 1;
    }
    if (rows.length < PAGE) return graded;
    after = rows.at(-1)!.id;
  }
}

/** The stored song's level, or null when the document cannot be read as a song (left ungraded). */
function levelOf(stored: Song): number | null {
  try {
    return pieceDifficulty(currentSong(stored)).level;
  } catch {
    return null;
  }
}
