import type { ChoirBody as Choir } from '@ringalong/contract';
import { CHOIRS_MAX } from '@ringalong/song';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { choirs, users } from '../db/schema/index.ts';

/** The user's choirs, in the order they were first kept. */
export async function listChoirs(db: Db, userId: number): Promise<Choir[]> {
  const rows = await db
    .select({ document: choirs.document })
    .from(choirs)
    .where(eq(choirs.userId, userId))
    .orderBy(asc(choirs.createdAt), asc(choirs.id));
  return rows.map((row) => row.document);
}

/**
 * Creates the user's choir or replaces it (by its id, among this user's choirs only). A new one
 * beyond CHOIRS_MAX is not kept: answers 'full' and changes nothing. The user's row is locked for
 * the count and the write, so two saves at once cannot both take the last place.
 */
export async function putChoir(db: Db, userId: number, choir: Choir): Promise<'saved' | 'full'> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const replaced = await tx
      .update(choirs)
      .set({ document: choir, updatedAt: new Date() })
      .where(and(eq(choirs.userId, userId), eq(choirs.id, choir.id)))
      .returning({ id: choirs.id });
    if (replaced.length > 0) return 'saved';
    const [kept] = await tx.select({ n: count() }).from(choirs).where(eq(choirs.userId, userId));
    if ((kept?.n ?? 0) >= CHOIRS_MAX) return 'full';
    await tx.insert(choirs).values({ userId, id: choir.id, document: choir });
    return 'saved';
  });
}

/** Deletes the user's choir; false when the user has none of that id. */
export async function deleteChoir(db: Db, userId: number, id: string): Promise<boolean> {
  const deleted = await db
    .delete(choirs)
    .where(and(eq(choirs.userId, userId), eq(choirs.id, id)))
    .returning({ id: choirs.id });
  return deleted.length > 0;
}
