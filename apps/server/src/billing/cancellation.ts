import { formatShortDate, type PlanObject } from '@ringalong/song';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { subscriptions } from '../db/schema/billing.ts';
import { httpError } from '../http-error.ts';
import { loadPlan } from '../plans/plan.ts';
import type { BillingService } from './service.ts';
import { syncSubscription } from './sync.ts';

export interface CancellationResult {
  readonly success: true;
  readonly message: string;
  readonly planObject: PlanObject;
}

/**
 * Cancel (at period end) or resume one of the caller's subscriptions at the provider, then write
 * back what the provider answers through the same sync as its events. A repeat that would change
 * nothing (cancel when already canceling, resume when not) is answered from the stored state
 * without calling the provider.
 */
export async function setCancellation(
  db: Db,
  billing: BillingService,
  userId: number,
  subscriptionId: string,
  cancel: boolean,
  now: Date = new Date(),
): Promise<CancellationResult> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  if (!row || row.userId !== userId) throw httpError(404, 'There is no such subscription on your account.');
  const periodOver = row.currentPeriodEnd !== null && row.currentPeriodEnd <= now;
  if (row.status === 'canceled' || row.endedAt !== null || periodOver) {
    throw httpError(409, 'This subscription has already ended; subscribe again to get full access.');
  }
  const provider = row.provider === 'local' ? billing.local(db) : billing.provider(db);
  if (provider.name !== row.provider) {
    throw httpError(409, 'This subscription is managed by another payment provider.');
  }
  if (row.cancelAtPeriodEnd !== cancel) {
    const sub = await provider.setCancelAtPeriodEnd(row.id, cancel);
    await syncSubscription(db, sub, provider.name, now);
  }
  const planObject = await loadPlan(db, userId, now);
  const until = formatShortDate(planObject.current_period_end);
  const message = cancel
    ? `Your subscription is canceled. You keep full access until ${until}.`
    : `Your subscription is active again and renews on ${until}.`;
  return { success: true, message, planObject };
}
