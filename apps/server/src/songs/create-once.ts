import { createHash } from 'node:crypto';
import type { Song } from '@ringalong/song';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { songCreateRequests } from '../db/schema/index.ts';
import { httpError } from '../http-error.ts';
import { insertSong } from './repository.ts';

/** How long an Idempotency-Key of POST /songs is remembered. */
export const IDEMPOTENCY_KEY_TTL = '1 day';

/** JSON with object keys in order, so one body re-serialized by a retrying client hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function requestHash(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('base64url');
}

/** Forgets keys older than a day, a batch at a time; rows another request holds are left for later. */
async function pruneExpiredKeys(db: Db): Promise<void> {
  await db.execute(sql`
    delete from ${songCreateRequests}
    where (user_id, key) in (
      select user_id, key from ${songCreateRequests}
      where created_at < now() - ${IDEMPOTENCY_KEY_TTL}::interval
      limit 100
      for update skip locked
    )`);
}

export interface CreateOutcome {
  readonly songId: number;
  /** True when an earlier request with the same key made the song. */
  readonly replayed: boolean;
}

/**
 * Creates the user's song once per Idempotency-Key. The key is claimed and the song inserted in one
 * transaction: a concurrent retry waits on the claim and then answers the song it made; if the
 * first attempt fails, nothing is claimed and a retry creates the song. The same key with a
 * different request is a 422; a retry after its song was deleted is a 410.
 */
export async function createSongOnce(
  db: Db,
  userId: number,
  key: string,
  hash: string,
  song: Song,
): Promise<CreateOutcome> {
  await pruneExpiredKeys(db);
  return db.transaction(async (tx) => {
    const thisKey = and(eq(songCreateRequests.userId, userId), eq(songCreateRequests.key, key));
    // A key older than a day is free again, pruned or not.
    await tx
      .delete(songCreateRequests)
      .where(and(thisKey, sql`${songCreateRequests.createdAt} < now() - ${IDEMPOTENCY_KEY_TTL}::interval`));
    const claimed = await tx
      .insert(songCreateRequests)
      .values({ userId, key, requestHash: hash })
      .onConflictDoNothing()
      .returning({ key: songCreateRequests.key });
    if (claimed.length === 1) {
      const songId = await insertSong(tx, userId, song);
      await tx.update(songCreateRequests).set({ songId }).where(thisKey);
      return { songId, replayed: false };
    }
    const [earlier] = await tx
      .select({ hash: songCreateRequests.requestHash, songId: songCreateRequests.songId })
      .from(songCreateRequests)
      .where(thisKey);
    // Gone already (its song was deleted meanwhile): the client may simply try again.
    if (!earlier) throw httpError(409, 'This Idempotency-Key was just released. Try again.');
    if (earlier.hash !== hash) {
      throw httpError(
        422,
        'This Idempotency-Key was already used for a different song. Use a new key for a new song.',
      );
    }
    // The key is claimed and its song id set in one transaction, so an empty one means the song
    // was deleted since: a late retry must not make it again.
    if (earlier.songId === null) {
      throw httpError(
        410,
        'The song this Idempotency-Key created has been deleted since, so it was not made again.',
      );
    }
    return { songId: earlier.songId, replayed: true };
  });
}
