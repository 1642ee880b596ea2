import { sanitizeDisplayName } from '@ringalong/song';
import { eq, sql } from 'drizzle-orm';
import type { VerifiedIdentity } from '../auth/sign-in.ts';
import type { Db } from '../db/index.ts';
import { users } from '../db/schema/index.ts';

/**
 * The user for a verified identity, created on first sign-in. The name the person chose later
 * is kept; the email follows the provider.
 */
export async function findOrCreateUser(db: Db, identity: VerifiedIdentity): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({
      issuer: identity.issuer,
      subject: identity.subject,
      email: identity.email,
      displayName: sanitizeDisplayName(identity.name ?? ''),
    })
    .onConflictDoUpdate({
      target: [users.issuer, users.subject],
      set: { email: sql`excluded.email`, updatedAt: sql`now()` },
    })
    .returning({ id: users.id });
  return row!.id;
}

export async function renameUser(db: Db, userId: number, displayName: string): Promise<void> {
  await db.update(users).set({ displayName, updatedAt: new Date() }).where(eq(users.id, userId));
}
