import { randomUUID } from 'node:crypto';
import { isUpgraded, type Song } from '@ringalong/song';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { billingAccounts } from '../db/schema/billing.ts';
import { httpError } from '../http-error.ts';
import { holdsWork, keepPendingSong } from './pending-song.ts';
import { loadPlan } from './plan.ts';
import type { BillingUser } from './provider.ts';
import type { BillingService } from './service.ts';
import { syncSubscription } from './sync.ts';

export const ALREADY_SUBSCRIBED = 'You already have an active subscription.';

type Outcome = { kind: 'checkout'; url: string } | { kind: 'already-subscribed' };

/**
 * Opens (or reopens) the checkout for a user. The user's billing row is locked for the whole
 * attempt, so concurrent subscribes take turns: the second finds the first's open checkout and
 * answers the same URL, so there is never a second customer, checkout or subscription. Any
 * provider failure rolls the transaction back, leaving no half-written rows.
 */
export async function subscribe(
  db: Db,
  billing: BillingService,
  user: BillingUser,
  song: Song,
  now: Date = new Date(),
): Promise<string> {
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    await tx.insert(billingAccounts).values({ userId: user.id }).onConflictDoNothing();
    const [account] = await tx
      .select()
      .from(billingAccounts)
      .where(eq(billingAccounts.userId, user.id))
      .for('update');
    if (!account) throw new Error('billing account row vanished under its lock');
    if (isUpgraded(await loadPlan(tx, user.id, now), now)) return { kind: 'already-subscribed' };

    const provider = billing.provider(tx);
    if (account.lastCheckoutId) {
      const last = await provider.retrieveCheckout(account.lastCheckoutId);
      if (last?.status === 'complete' && last.subscriptionId) {
        // Paid, but the webhook has not arrived yet: record it now instead of selling twice.
        const sub = await provider.retrieveSubscription(last.subscriptionId);
        if (sub) await syncSubscription(tx, sub, provider.name, now);
        if (isUpgraded(await loadPlan(tx, user.id, now), now)) return { kind: 'already-subscribed' };
      }
      if (last?.status === 'open' && last.url) {
        await keepPendingSong(tx, user.id, song, now);
        return { kind: 'checkout', url: last.url };
      }
    }
    const customerId = await provider.ensureCustomer(user, account.customerId);
    const checkout = await provider.createCheckout({
      user,
      customerId,
      // Guards the SDK's own retries of this one call; the row lock guards against concurrent calls.
      idempotencyKey: `ringalong-checkout-${user.id}-${randomUUID()}`,
    });
    if (!checkout.url) throw new Error(`checkout ${checkout.id} has no URL`);
    await tx
      .update(billingAccounts)
      .set({
        customerId,
        lastCheckoutId: checkout.id,
        pendingSong: holdsWork(song) ? song : null,
        handedOverSongId: null,
        updatedAt: now,
      })
      .where(eq(billingAccounts.userId, user.id));
    return { kind: 'checkout', url: checkout.url };
  });
  if (outcome.kind === 'already-subscribed') throw httpError(409, ALREADY_SUBSCRIBED);
  return outcome.url;
}
