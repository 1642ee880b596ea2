/** Plan-derived states and dates (spec section 4). `now` is passed in, so the rules are testable. */
import type { PlanObject, SubscriptionStatus } from './types.ts';

export const EMPTY_PLAN: PlanObject = {
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

/** Milliseconds of an ISO date, or undefined when missing or unreadable (treated as absent). */
function timeOf(iso: string | null | undefined): number | undefined {
  if (!iso) return undefined;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? undefined : time;
}

function hasSubscription(plan: PlanObject): boolean {
  return plan.subscription_id !== null && plan.status !== null;
}

function statusIn(plan: PlanObject, statuses: readonly SubscriptionStatus[]): boolean {
  return plan.status !== null && statuses.includes(plan.status);
}

/** A subscription set to end: not yet canceled in status, but its cancel date has been reached. */
export function isCanceled(plan: PlanObject, now: Date): boolean {
  const canceledAt = timeOf(plan.canceled_at);
  return (
    hasSubscription(plan) &&
    plan.status !== 'canceled' &&
    canceledAt !== undefined &&
    canceledAt <= now.getTime()
  );
}

/** Full access: active or trialing, not ended, and the paid period not over. */
export function isUpgraded(plan: PlanObject, now: Date): boolean {
  const endedAt = timeOf(plan.ended_at);
  const periodEnd = timeOf(plan.current_period_end);
  return (
    hasSubscription(plan) &&
    statusIn(plan, ['active', 'trialing']) &&
    (endedAt === undefined || endedAt > now.getTime()) &&
    (periodEnd === undefined || periodEnd >= now.getTime())
  );
}

/** Paying (a late payment still counts) with the period end absent or ahead. */
export function isSubscribed(plan: PlanObject, now: Date): boolean {
  const periodEnd = timeOf(plan.current_period_end);
  return (
    hasSubscription(plan) &&
    statusIn(plan, ['active', 'trialing', 'past_due']) &&
    (periodEnd === undefined || periodEnd > now.getTime())
  );
}

/** Cancel Subscription is offered only to a subscriber who has not already canceled. */
export function canCancel(plan: PlanObject, now: Date): boolean {
  return isSubscribed(plan, now) && !isCanceled(plan, now);
}

const SHORT_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Jan 5, 2027'; 'N/A' when the date is missing or unreadable. UTC, so every viewer sees one date. */
export function formatShortDate(iso: string | null | undefined): string {
  const time = timeOf(iso);
  return time === undefined ? 'N/A' : SHORT_DATE.format(time);
}
