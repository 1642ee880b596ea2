import type { Song } from '@ringalong/song';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { billingAccounts } from '../db/schema/billing.ts';
import { insertSong } from '../songs/repository.ts';

/** Keeps the song sent with subscribe, replacing any earlier one, so no work is lost at checkout. */
export async function keepPendingSong(db: Db, userId: number, song: Song, now: Date): Promise<void> {
  await db
    .update(billingAccounts)
    .set({ pendingSong: song, updatedAt: now })
    .where(eq(billingAccounts.userId, userId));
}

/**
 * Moves the kept song into the user's library as a private song. Taking it and inserting it happen
 * in one transaction, so concurrent activations save it exactly once and a failure keeps it.
 */
export async function savePendingSong(db: Db, userId: number): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [held] = await tx
      .select({ song: billingAccounts.pendingSong })
      .from(billingAccounts)
      .where(and(eq(billingAccounts.userId, userId), isNotNull(billingAccounts.pendingSong)))
      .for('update');
    const song = held?.song;
    if (!song) return null;
    await tx.update(billingAccounts).set({ pendingSong: null }).where(eq(billingAccounts.userId, userId));
    return insertSong(tx, userId, song);
  });
}
