import { isUpgraded, type PlanObject } from '@ringalong/song';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { loggableReason } from '../db/availability.ts';
import type { Db } from '../db/index.ts';
import { billingAccounts } from '../db/schema/billing.ts';
import { loadPlan } from '../plans/plan.ts';
import { reconcileDue } from './reconcile-sweep.ts';
import type { BillingService } from './service.ts';
import { syncSubscription } from './sync.ts';

/**
 * The plan, caught up with the provider when it does not grant access: with the user's last
 * checkout when its webhook is late (a buyer back on /success before Stripe's event must not read
 * 'no subscription'), and with Stripe's copy of any subscription in doubt (its period end passed
 * unheard of, so a lost renewal does not lock a paying user out). A slow or unreachable provider
 * only means the stored plan is answered; the catch-up finishes in the background.
 */
export async function reconciledPlan(
  db: Db,
  billing: BillingService,
  userId: number,
  log: FastifyBaseLogger,
  now: Date = new Date(),
): Promise<PlanObject> {
  const plan = await loadPlan(db, userId, now);
  if (isUpgraded(plan, now)) return plan;
  let timer: NodeJS.Timeout | undefined;
  const stored = new Promise<PlanObject>((resolve) => {
    timer = setTimeout(() => resolve(plan), billing.timings.reconcileWaitMs);
  });
  try {
    return await Promise.race([catchUp(db, billing, userId, plan, log, now), stored]);
  } finally {
    clearTimeout(timer);
  }
}

async function catchUp(
  db: Db,
  billing: BillingService,
  userId: number,
  plan: PlanObject,
  log: FastifyBaseLogger,
  now: Date,
): Promise<PlanObject> {
  try {
    const caughtUp = await catchUpWithCheckout(db, billing, userId, now);
    const doubts =
      billing.stripe === null
        ? 0
        : await reconcileDue(db, billing.stripe, now, billing.timings, log, { userId, doubtOnly: true });
    return caughtUp || doubts > 0 ? await loadPlan(db, userId, now) : plan;
  } catch (error) {
    log.warn(
      { userId, reason: loggableReason(error) },
      'could not reconcile the plan with the payment provider',
    );
    return plan;
  }
}

/** Settles the user's last checkout with the provider; answers whether it brought a subscription. */
async function catchUpWithCheckout(db: Db, billing: BillingService, userId: number, now: Date) {
  const [account] = await db
    .select({ lastCheckoutId: billingAccounts.lastCheckoutId })
    .from(billingAccounts)
    .where(eq(billingAccounts.userId, userId));
  if (!account?.lastCheckoutId) return false;
  const provider = billing.provider(db);
  const checkoutId = account.lastCheckoutId;
  const checkout = await provider.retrieveCheckout(checkoutId);
  if (checkout?.status === 'open') return false;
  const sub = checkout?.subscriptionId ? await provider.retrieveSubscription(checkout.subscriptionId) : null;
  if (sub) await syncSubscription(db, sub, provider.name, now);
  // Settled either way: later plan reads need not ask the provider again.
  await db
    .update(billingAccounts)
    .set({ lastCheckoutId: null })
    .where(and(eq(billingAccounts.userId, userId), eq(billingAccounts.lastCheckoutId, checkoutId)));
  return sub !== null;
}
