import type { Db } from './index.ts';
import { installation } from './schema/installation.ts';

/**
 * The random id of this database (the `installation` row), made by whichever instance asks first;
 * every instance on the database reads the same one.
 */
export async function installationId(db: Db): Promise<string> {
  const [row] = await db
    .insert(installation)
    .values({ singleton: true })
    .onConflictDoUpdate({ target: installation.singleton, set: { singleton: true } })
    .returning({ id: installation.id });
  if (!row) throw new Error('the installation row could not be read');
  return row.id;
}
