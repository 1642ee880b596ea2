import {
  EMPTY_PLAN,
  isSubscribed,
  isUpgraded,
  type PlanObject,
  type SubscriptionStatus,
} from '@ringalong/song';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { subscriptions } from '../db/schema/billing.ts';

type SubscriptionRow = typeof subscriptions.$inferSelect;
/** The columns of a subscription row that decide the plan. */
export type PlanRow = Pick<
  SubscriptionRow,
  'id' | 'status' | 'currentPeriodEnd' | 'cancelAtPeriodEnd' | 'canceledAt' | 'endedAt' | 'createdAt'
>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** One subscription row as the app reads it (spec section 3). */
export function planOf(row: PlanRow & Partial<SubscriptionRow>, now: Date): PlanObject {
  const lapsed = row.currentPeriodEnd !== null && row.currentPeriodEnd <= now;
  return {
    plan_id: row.id,
    plan_type: 'yearly',
    issued: iso(row.createdAt),
    expired: iso(row.endedAt ?? (lapsed ? row.currentPeriodEnd : null)),
    canceled: iso(row.canceledAt),
    created: iso(row.createdAt),
    subscription_id: row.id,
    status: row.status as SubscriptionStatus,
    canceled_at: iso(row.canceledAt),
    ended_at: iso(row.endedAt),
    current_period_end: iso(row.currentPeriodEnd),
    cancel_at_period_end: row.cancelAtPeriodEnd,
  };
}

/** Upgraded beats merely subscribed (e.g. past due), which beats the newest of the rest. */
function rank(plan: PlanObject, now: Date): number {
  if (isUpgraded(plan, now)) return 2;
  return isSubscribed(plan, now) ? 1 : 0;
}

/**
 * The user's plan from their subscription rows. A user may hold an old ended subscription next to
 * a new one; the one that grants the most wins, so a stale row never hides a paid one.
 */
export async function loadPlan(db: Db, userId: number, now: Date = new Date()): Promise<PlanObject> {
  return bestPlan(await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)), now);
}

/** The plan that the user's subscription rows grant (see loadPlan). */
export function bestPlan(rows: readonly PlanRow[], now: Date): PlanObject {
  let best: PlanObject = EMPTY_PLAN;
  let bestRank = -1;
  let bestCreated = 0;
  for (const row of rows) {
    const plan = planOf(row, now);
    const r = rank(plan, now);
    const created = row.createdAt.getTime();
    if (r > bestRank || (r === bestRank && created > bestCreated)) {
      best = plan;
      bestRank = r;
      bestCreated = created;
    }
  }
  return best;
}
