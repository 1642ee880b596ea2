import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { billingAccounts } from '../db/schema/billing.ts';
import { releaseParkedEvents } from './event-store.ts';

/**
 * Records that a provider customer is this user's (a user has one customer, a customer one user)
 * and makes the events kept for that customer due. Answers whether the customer is the user's
 * now: false when the user already has another customer or the customer belongs to someone else.
 */
export async function linkCustomer(db: Db, userId: number, customerId: string, now: Date): Promise<boolean> {
  const [holder] = await db
    .select({ userId: billingAccounts.userId })
    .from(billingAccounts)
    .where(eq(billingAccounts.customerId, customerId));
  if (holder && holder.userId !== userId) return false;
  if (!holder) {
    // Every unique index arbitrates (no conflict target): two concurrent links of the same
    // customer meet on the user id or on the customer id, and either way the second does nothing.
    await db.insert(billingAccounts).values({ userId, customerId, updatedAt: now }).onConflictDoNothing();
    await db
      .update(billingAccounts)
      .set({ customerId, updatedAt: now })
      .where(and(eq(billingAccounts.userId, userId), isNull(billingAccounts.customerId)));
    // Linked by this call, by a concurrent one (the same customer), or to another customer before.
    const [account] = await db
      .select({ customerId: billingAccounts.customerId })
      .from(billingAccounts)
      .where(eq(billingAccounts.userId, userId));
    if (account?.customerId !== customerId) return false;
  }
  await releaseParkedEvents(db, customerId, now);
  return true;
}
