import { describe, expect, it } from 'vitest';
import { canCancel, EMPTY_PLAN, formatShortDate, isCanceled, isSubscribed, isUpgraded } from './plan.ts';
import type { PlanObject } from './types.ts';

const now = new Date('2027-03-01T12:00:00Z');
const past = '2027-02-01T00:00:00Z';
const future = '2028-02-01T00:00:00Z';
const active: PlanObject = {
  ...EMPTY_PLAN,
  subscription_id: 'sub_1',
  status: 'active',
  current_period_end: future,
};

describe('plan states', () => {
  it('a user who never subscribed is none of them', () => {
    expect([isCanceled(EMPTY_PLAN, now), isUpgraded(EMPTY_PLAN, now), isSubscribed(EMPTY_PLAN, now)]).toEqual(
      [false, false, false],
    );
  });

  it('an active subscription in its period is upgraded and subscribed', () => {
    expect(isUpgraded(active, now)).toBe(true);
    expect(isSubscribed(active, now)).toBe(true);
    expect(canCancel(active, now)).toBe(true);
  });

  it('trialing counts as upgraded; past_due as subscribed but not upgraded', () => {
    expect(isUpgraded({ ...active, status: 'trialing' }, now)).toBe(true);
    const late = { ...active, status: 'past_due' as const };
    expect(isSubscribed(late, now)).toBe(true);
    expect(isUpgraded(late, now)).toBe(false);
  });

  it('a period end in the past ends both', () => {
    const over = { ...active, current_period_end: past };
    expect(isUpgraded(over, now)).toBe(false);
    expect(isSubscribed(over, now)).toBe(false);
  });

  it('an ended subscription is not upgraded', () => {
    expect(isUpgraded({ ...active, ended_at: past }, now)).toBe(false);
  });

  it('a missing period end does not end a subscription', () => {
    expect(isSubscribed({ ...active, current_period_end: null }, now)).toBe(true);
  });

  it('canceled: status not canceled and canceled_at reached; then Cancel is no longer offered', () => {
    const canceling = { ...active, canceled_at: past };
    expect(isCanceled(canceling, now)).toBe(true);
    expect(isUpgraded(canceling, now)).toBe(true);
    expect(canCancel(canceling, now)).toBe(false);
    expect(isCanceled({ ...active, canceled_at: future }, now)).toBe(false);
    expect(isCanceled({ ...canceling, status: 'canceled' }, now)).toBe(false);
  });

  it('incomplete and canceled statuses give no access', () => {
    for (const status of ['incomplete', 'incomplete_expired', 'canceled', 'unpaid', 'paused'] as const) {
      expect(isUpgraded({ ...active, status }, now)).toBe(false);
      expect(isSubscribed({ ...active, status }, now)).toBe(false);
    }
  });
});

describe('formatShortDate', () => {
  it('shows short en-US dates in UTC', () => {
    expect(formatShortDate('2027-01-05T23:30:00Z')).toBe('Jan 5, 2027');
    expect(formatShortDate('2027-12-31T00:00:00-05:00')).toBe('Dec 31, 2027');
  });

  it("shows 'N/A' when the date is missing or unreadable", () => {
    expect(formatShortDate(null)).toBe('N/A');
    expect(formatShortDate(undefined)).toBe('N/A');
    expect(formatShortDate('')).toBe('N/A');
    expect(formatShortDate('soon')).toBe('N/A');
  });
});
