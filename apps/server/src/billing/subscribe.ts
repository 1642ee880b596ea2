import { isUpgraded, type Song } from '@ringalong/song';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { installationId } from '../db/installation-id.ts';
import { billingAccounts } from '../db/schema/billing.ts';
import { httpError } from '../http-error.ts';
import { loadPlan } from '../plans/plan.ts';
import { linkCustomer } from './customer-link.ts';
import { holdsWork, keepPendingSong } from './pending-song.ts';
import { type BillingProvider, type BillingUser, spoilsKey } from './provider.ts';
import type { BillingService } from './service.ts';
import { syncSubscription } from './sync.ts';

export const ALREADY_SUBSCRIBED = 'You already have an active subscription.';
export const PAYMENT_PENDING =
  'Your subscription is waiting for its last payment, so no second one was started. Please try again later.';

const accountOf = async (db: Db, userId: number) =>
  (await db.select().from(billingAccounts).where(eq(billingAccounts.userId, userId)))[0];

/**
 * Refuses a second subscription to a customer the provider still bills, whatever we stored: what
 * the provider reports is recorded first (a renewal or a payment whose webhooks were lost).
 */
async function refuseWhileLive(db: Db, provider: BillingProvider, customerId: string, now: Date) {
  const live = await provider.listLiveSubscriptions(customerId);
  if (live.length === 0) return;
  for (const sub of live) await syncSubscription(db, sub, provider.name, now);
  const paying = live.some((sub) => sub.status !== 'past_due');
  throw httpError(409, paying ? ALREADY_SUBSCRIBED : PAYMENT_PENDING);
}

/**
 * The idempotency key that creates a user's customer once. User ids repeat across databases (staging
 * and production, two test databases) that may share one Stripe account, so the key names this
 * database too: without it, user 1 of one database would be given the customer of user 1 of another
 * made in the last 24 hours.
 */
export async function customerKey(db: Db, userId: number): Promise<string> {
  return `ringalong-${await installationId(db)}-customer-user-${userId}`;
}

/**
 * Creates the user's customer under the key of this attempt. Stripe replays a 5xx it answered for a
 * key for a day, so after one the attempt moves on (`customer_attempt`) and the next subscribe uses a
 * new key; since that 5xx may still have made the customer, a later attempt first looks for it by
 * its metadata. Concurrent subscribes of one attempt share its key, so they still get one customer.
 */
async function createCustomer(
  db: Db,
  provider: BillingProvider,
  user: BillingUser,
  attempt: number,
  now: Date,
): Promise<string> {
  const installation = await installationId(db);
  if (attempt > 0) {
    const found = await provider.findCustomer(user.id, installation);
    if (found) return found;
  }
  const base = await customerKey(db, user.id);
  try {
    return await provider.ensureCustomer(
      user,
      null,
      attempt === 0 ? base : `${base}-${attempt}`,
      installation,
    );
  } catch (error) {
    if (spoilsKey(error)) {
      await db
        .insert(billingAccounts)
        .values({ userId: user.id, customerAttempt: attempt + 1, updatedAt: now })
        .onConflictDoUpdate({
          target: billingAccounts.userId,
          set: { customerAttempt: attempt + 1, updatedAt: now },
          setWhere: eq(billingAccounts.customerAttempt, attempt),
        });
    }
    throw error;
  }
}

/**
 * Opens (or reopens) the checkout for a user. No lock is held while the provider is called:
 * the customer is created with an idempotency key per user (and database), and each checkout with one per user
 * and attempt (`checkout_attempt`), so concurrent subscribes get the same customer and the same
 * checkout from the provider itself. A customer the provider still bills gets no checkout. A
 * provider failure writes nothing but, after a 5xx, the number of the next key to use.
 */
export async function subscribe(
  db: Db,
  billing: BillingService,
  user: BillingUser,
  song: Song,
  now: Date = new Date(),
): Promise<string> {
  if (isUpgraded(await loadPlan(db, user.id, now), now)) throw httpError(409, ALREADY_SUBSCRIBED);
  const provider = billing.provider(db);
  let account = await accountOf(db, user.id);
  let customerId = account?.customerId ?? null;
  if (!customerId) {
    customerId = await createCustomer(db, provider, user, account?.customerAttempt ?? 0, now);
    if (!(await linkCustomer(db, user.id, customerId, now))) {
      throw new Error(`customer ${customerId} could not be linked to user ${user.id}`);
    }
    billing.worker?.wake();
    account = await accountOf(db, user.id);
  }
  await refuseWhileLive(db, provider, customerId, now);

  if (account?.lastCheckoutId) {
    const last = await provider.retrieveCheckout(account.lastCheckoutId);
    if (last?.status === 'complete' && last.subscriptionId) {
      // Paid, but the webhook has not arrived yet: record it now instead of selling twice.
      const sub = await provider.retrieveSubscription(last.subscriptionId);
      if (sub) await syncSubscription(db, sub, provider.name, now);
      if (isUpgraded(await loadPlan(db, user.id, now), now)) throw httpError(409, ALREADY_SUBSCRIBED);
    }
    if (last?.status === 'open' && last.url) {
      await keepPendingSong(db, user.id, song, now);
      return last.url;
    }
  }
  const attempt = account?.checkoutAttempt ?? 0;
  const checkout = await provider
    .createCheckout({
      user,
      customerId,
      // Concurrent subscribes of this attempt get this same checkout back from the provider.
      idempotencyKey: `ringalong-checkout-${customerId}-${attempt}`,
    })
    .catch(async (error: unknown) => {
      // The provider keeps its 5xx for this key: the next subscribe must ask under the next one.
      if (spoilsKey(error)) {
        await db
          .update(billingAccounts)
          .set({ checkoutAttempt: attempt + 1, updatedAt: now })
          .where(and(eq(billingAccounts.userId, user.id), eq(billingAccounts.checkoutAttempt, attempt)));
      }
      throw error;
    });
  if (!checkout.url) throw new Error(`checkout ${checkout.id} has no URL`);
  const [opened] = await db
    .update(billingAccounts)
    .set({
      lastCheckoutId: checkout.id,
      checkoutAttempt: attempt + 1,
      pendingSong: holdsWork(song) ? song : null,
      handedOverSongId: null,
      updatedAt: now,
    })
    .where(and(eq(billingAccounts.userId, user.id), eq(billingAccounts.checkoutAttempt, attempt)))
    .returning({ userId: billingAccounts.userId });
  // A concurrent subscribe recorded this checkout first; the song sent last is the one kept.
  if (!opened) await keepPendingSong(db, user.id, song, now);
  return checkout.url;
}
