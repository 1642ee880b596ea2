import { and, asc, eq, inArray, isNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { loggableReason } from '../db/availability.ts';
import type { Db } from '../db/index.ts';
import { subscriptions } from '../db/schema/billing.ts';
import { type BillingProvider, ProviderUnavailableError } from './provider.ts';
import { syncSubscription } from './sync.ts';

export interface CheckPolicy {
  readonly staleAfterMs: number;
  readonly doubtRecheckMs: number;
  readonly batch: number;
}

/** Statuses that wait on something at Stripe (mostly a payment): what we stored may be out of date. */
const DOUBTFUL_STATUSES = ['past_due', 'incomplete', 'unpaid', 'paused'];
/** Statuses Stripe never leaves: nothing to reconcile. */
const FINAL_STATUSES = ['canceled', 'incomplete_expired'];

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Takes one Stripe subscription due for a comparison with Stripe, marking it checked now in the
 * same statement so no other instance takes it too. Due: in doubt (its period end has passed, so a
 * renewal or an ending went unheard, or its status waits on a payment) and not checked for
 * `doubtRecheckMs`; or, unless `doubtOnly`, not checked at all for `staleAfterMs` (a lost cancellation).
 */
async function claimOne(
  db: Db,
  now: Date,
  policy: CheckPolicy,
  scope: { readonly userId?: number; readonly doubtOnly?: boolean },
): Promise<string | null> {
  const lastChecked = sql`coalesce(${subscriptions.checkedAt}, ${subscriptions.updatedAt})`;
  const inDoubt = and(
    or(
      sql`${subscriptions.currentPeriodEnd} <= ${at(now)}`,
      inArray(subscriptions.status, DOUBTFUL_STATUSES),
    ),
    sql`${lastChecked} < ${at(new Date(now.getTime() - policy.doubtRecheckMs))}`,
  );
  const stale = sql`${lastChecked} < ${at(new Date(now.getTime() - policy.staleAfterMs))}`;
  const conditions: (SQL | undefined)[] = [
    eq(subscriptions.provider, 'stripe'),
    isNull(subscriptions.endedAt),
    notInArray(subscriptions.status, FINAL_STATUSES),
    scope.userId === undefined ? undefined : eq(subscriptions.userId, scope.userId),
    scope.doubtOnly ? inDoubt : or(inDoubt, stale),
  ];
  const due = db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(...conditions))
    .orderBy(asc(lastChecked))
    .limit(1)
    .for('update', { skipLocked: true });
  const [claimed] = await db
    .update(subscriptions)
    .set({ checkedAt: now })
    .where(sql`${subscriptions.id} = (${due})`)
    .returning({ id: subscriptions.id });
  return claimed?.id ?? null;
}

/**
 * Re-reads from the provider the subscriptions due for it (at most one batch) and stores what it
 * answers: renewals and endings whose webhooks were lost are caught up. Stops at the first outage.
 * Answers how many were compared.
 */
export async function reconcileDue(
  db: Db,
  provider: BillingProvider,
  now: Date,
  policy: CheckPolicy,
  log: FastifyBaseLogger,
  scope: { readonly userId?: number; readonly doubtOnly?: boolean } = {},
): Promise<number> {
  let checked = 0;
  while (checked < policy.batch) {
    const id = await claimOne(db, now, policy, scope);
    if (!id) break;
    checked += 1;
    try {
      const sub = await provider.retrieveSubscription(id);
      if (sub) await syncSubscription(db, sub, provider.name, now);
      else log.warn({ subscriptionId: id }, 'stored subscription unknown to Stripe; left as it is');
    } catch (error) {
      log.warn(
        { subscriptionId: id, reason: loggableReason(error) },
        'could not reconcile a subscription with Stripe',
      );
      if (error instanceof ProviderUnavailableError) break;
    }
  }
  return checked;
}
