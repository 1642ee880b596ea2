import { eq } from 'drizzle-orm';
import type { Db } from './db/index.ts';
import { serverSecrets } from './db/schema/index.ts';

/**
 * A secret the server makes once and then keeps in the database, so restarts and other
 * instances agree on it. The first writer wins when instances start together.
 */
export async function getOrCreateSecret<T>(db: Db, name: string, make: () => T | Promise<T>): Promise<T> {
  const [existing] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (existing) return existing.value as T;
  await db
    .insert(serverSecrets)
    .values({ name, value: await make() })
    .onConflictDoNothing();
  const [stored] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  return stored!.value as T;
}
