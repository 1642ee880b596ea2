import type { SongMetadataBody } from '@ringalong/contract';
import { DEFAULT_TITLE, noteCount, type Song } from '@ringalong/song';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { billingAccounts } from '../db/schema/billing.ts';
import { findSongMetadata, insertSong } from '../songs/repository.ts';
import { currentSong } from '../songs/stored-song.ts';

/** 'New Song', or what an empty title becomes on the way to the server ('New Song 314412'). */
const DEFAULT_TITLE_FORM = new RegExp(`^(${DEFAULT_TITLE}( \\d{6})?)?$`);

/**
 * Whether the song sent with subscribe holds any work: at least one note, or a title of its own.
 * The untouched default song is not worth a place in Your Songs.
 */
export function holdsWork(song: Song): boolean {
  return noteCount(song) > 0 || !DEFAULT_TITLE_FORM.test(song.meta.title.trim());
}

/**
 * Keeps the song sent with subscribe, replacing any earlier one, so no work is lost at checkout.
 * A song without work replaces it with nothing. A new hand-over starts: the last one is forgotten.
 */
export async function keepPendingSong(db: Db, userId: number, song: Song, now: Date): Promise<void> {
  await db
    .update(billingAccounts)
    .set({ pendingSong: holdsWork(song) ? song : null, handedOverSongId: null, updatedAt: now })
    .where(eq(billingAccounts.userId, userId));
}

/**
 * Moves the kept song into the user's library as a private song and remembers which song that is,
 * so the app can adopt it rather than save a copy. Taking it and inserting it happen in one
 * transaction, so concurrent activations save it exactly once and a failure keeps it.
 */
export async function savePendingSong(db: Db, userId: number): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [held] = await tx
      .select({ song: billingAccounts.pendingSong })
      .from(billingAccounts)
      .where(and(eq(billingAccounts.userId, userId), isNotNull(billingAccounts.pendingSong)))
      .for('update');
    if (!held?.song) return null;
    // A song kept across checkout before the current song version is saved in the current one.
    const song = currentSong(held.song);
    const songId = await insertSong(tx, userId, song);
    await tx
      .update(billingAccounts)
      .set({ pendingSong: null, handedOverSongId: songId })
      .where(eq(billingAccounts.userId, userId));
    return songId;
  });
}

/** The song the last hand-over created, while it still exists. */
export async function handedOverSong(db: Db, userId: number): Promise<SongMetadataBody | null> {
  const [account] = await db
    .select({ songId: billingAccounts.handedOverSongId })
    .from(billingAccounts)
    .where(eq(billingAccounts.userId, userId));
  if (!account?.songId) return null;
  return (await findSongMetadata(db, account.songId)) ?? null;
}
