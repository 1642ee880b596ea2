import type { PlanObject } from '@ringalong/song';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { subscriptions } from '../db/schema/billing.ts';

const EMPTY_PLAN: PlanObject = {
  plan_id: null,
  plan_type: null,
  issued: null,
  expired: null,
  canceled: null,
  created: null,
  subscription_id: null,
  status: null,
  canceled_at: null,
  ended_at: null,
  current_period_end: null,
  cancel_at_period_end: false,
};

/** The user's plan, from their newest subscription row. */
export async function loadPlan(db: Db, userId: number, _now: Date = new Date()): Promise<PlanObject> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  if (!row) return EMPTY_PLAN;
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    plan_id: row.id,
    plan_type: 'yearly',
    issued: iso(row.createdAt),
    expired: iso(row.endedAt ?? row.currentPeriodEnd),
    canceled: iso(row.canceledAt),
    created: iso(row.createdAt),
    subscription_id: row.id,
    status: row.status as PlanObject['status'],
    canceled_at: iso(row.canceledAt),
    ended_at: iso(row.endedAt),
    current_period_end: iso(row.currentPeriodEnd),
    cancel_at_period_end: row.cancelAtPeriodEnd,
  };
}
