import { isEightNoteCompatible, noteCount, type Song } from '@ringalong/song';
import { DEMO_SONGS } from '@ringalong/song/demo-songs';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { songs, users } from '../db/schema/index.ts';

/** The system user that owns the demo songs; no one can sign in as it. */
export const SYSTEM_ISSUER = 'urn:ringalong:system';
const SYSTEM_SUBJECT = 'demo-songs';

async function systemUserId(db: Db): Promise<number> {
  await db
    .insert(users)
    .values({ issuer: SYSTEM_ISSUER, subject: SYSTEM_SUBJECT, email: null, displayName: 'Ringalong' })
    .onConflictDoNothing();
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.issuer, SYSTEM_ISSUER), eq(users.subject, SYSTEM_SUBJECT)));
  return row!.id;
}

/** Stored columns derived from a song document, so search never has to read the document. */
export function songColumns(song: Song) {
  return {
    title: song.meta.title,
    bellCount: song.staves.length,
    noteCount: noteCount(song),
    // The 8 Note Set is a set of handbells: a song with a handchime row is not for it.
    eightNote:
      song.staves.every((stave) => stave.instrument === 'handbell') &&
      isEightNoteCompatible(song.staves.map((stave) => stave.pitchId)),
  };
}

/**
 * Inserts each demo song missing by title, in one transaction, so repeated starts (and several
 * instances starting together) leave exactly one copy of each.
 */
export async function seedDemoSongs(db: Db, demoSongs: readonly Song[] = DEMO_SONGS): Promise<void> {
  const ownerId = await systemUserId(db);
  await db.transaction(async (tx) => {
    await tx.execute('select pg_advisory_xact_lock(727412)');
    const existing = await tx
      .select({ title: songs.title })
      .from(songs)
      .where(and(eq(songs.userId, ownerId), eq(songs.isDemo, true)));
    const have = new Set(existing.map((row) => row.title));
    const missing = demoSongs.filter((song) => !have.has(song.meta.title));
    if (missing.length === 0) return;
    await tx.insert(songs).values(
      missing.map((song) => ({
        ...songColumns(song),
        userId: ownerId,
        isPublic: true,
        isDemo: true,
        document: song,
      })),
    );
  });
}
