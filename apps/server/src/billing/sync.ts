import { isUpgraded } from '@ringalong/song';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { billingAccounts, subscriptions } from '../db/schema/billing.ts';
import { users } from '../db/schema/core.ts';
import { planOf } from '../plans/plan.ts';
import { savePendingSong } from './pending-song.ts';
import { customerIdOf, type ProviderName, periodEndOf, type SubscriptionSnapshot } from './provider.ts';

const toDate = (seconds: number | null) => (seconds === null ? null : new Date(seconds * 1000));

/**
 * The user a subscription belongs to: its metadata first, else whoever holds its customer. A user
 * who has since been deleted owns nothing, so their events are dropped rather than retried forever.
 */
async function ownerOf(db: Db, sub: SubscriptionSnapshot): Promise<number | null> {
  const fromMetadata = Number(sub.metadata?.user_id);
  if (Number.isInteger(fromMetadata) && fromMetadata > 0) {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, fromMetadata));
    return user?.id ?? null;
  }
  const [account] = await db
    .select({ userId: billingAccounts.userId })
    .from(billingAccounts)
    .where(eq(billingAccounts.customerId, customerIdOf(sub)));
  if (account) return account.userId;
  const [row] = await db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(eq(subscriptions.id, sub.id));
  return row?.userId ?? null;
}

/**
 * The one writer of subscription state, fed by Stripe (re-read after each event) and by the local
 * checkout alike. A subscription that has ended stays ended: a late, stale copy cannot revive it.
 * Once access starts, the song kept from subscribe is saved into the user's library.
 * Answers the owner's user id, or null when the subscription belongs to nobody we know.
 */
export async function syncSubscription(
  db: Db,
  sub: SubscriptionSnapshot,
  provider: ProviderName,
  now: Date = new Date(),
): Promise<number | null> {
  const userId = await ownerOf(db, sub);
  if (userId === null) return null;
  const createdAt = new Date(sub.created * 1000);
  const fields = {
    provider,
    customerId: customerIdOf(sub),
    status: sub.status,
    currentPeriodEnd: toDate(periodEndOf(sub)),
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    canceledAt: toDate(sub.canceled_at),
    endedAt: toDate(sub.ended_at),
    updatedAt: now,
    checkedAt: now,
  };
  // One transaction: no plan read may see the access without the song saved from the hand-over.
  await db.transaction(async (tx) => {
    await tx
      .insert(subscriptions)
      .values({ id: sub.id, userId, createdAt, ...fields })
      .onConflictDoUpdate({
        target: subscriptions.id,
        set: fields,
        setWhere: sql`${subscriptions.status} <> 'canceled' or excluded.status = 'canceled'`,
      });
    if (isUpgraded(planOf({ id: sub.id, userId, createdAt, ...fields }, now), now)) {
      await savePendingSong(tx, userId);
    }
  });
  return userId;
}
