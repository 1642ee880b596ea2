import { EMPTY_PLAN, isSubscribed, isUpgraded } from '@ringalong/song';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFreshDatabase } from '../../test/fresh-database.ts';
import type { Database } from '../db/index.ts';
import { subscriptions } from '../db/schema/billing.ts';
import { users } from '../db/schema/core.ts';
import { loadPlan } from './plan.ts';

let fresh: Awaited<ReturnType<typeof openFreshDatabase>>;
let database: Database;
let userId: number;
beforeAll(async () => {
  fresh = await openFreshDatabase();
  database = fresh.database;
  const [user] = await database.db
    .insert(users)
    .values({ issuer: 'urn:test', subject: `plan-${Date.now()}`, displayName: 'Plan Tester' })
    .returning();
  userId = user!.id;
});
afterAll(() => fresh.close());

const NOW = new Date('2027-06-01T12:00:00Z');
const DAY_MS = 86_400_000;

const rowArb = fc.record({
  status: fc.constantFrom('active', 'trialing', 'past_due', 'canceled', 'unpaid', 'incomplete'),
  periodEndDays: fc.option(fc.integer({ min: -400, max: 400 }), { nil: null }),
  endedDaysAgo: fc.option(fc.integer({ min: 1, max: 400 }), { nil: null }),
  createdDaysAgo: fc.integer({ min: 1, max: 900 }),
});

describe('loadPlan', () => {
  it('answers an empty plan to a user who never subscribed', async () => {
    expect(await loadPlan(database.db, userId, NOW)).toEqual(EMPTY_PLAN);
  });

  it('never lets an old or lapsed subscription hide one that grants access', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(rowArb, { minLength: 1, maxLength: 4 }), async (rows) => {
        await database.db.delete(subscriptions).where(eq(subscriptions.userId, userId));
        await database.db.insert(subscriptions).values(
          rows.map((r, i) => ({
            id: `sub_plan_${i}`,
            userId,
            provider: 'stripe',
            status: r.status,
            currentPeriodEnd:
              r.periodEndDays === null ? null : new Date(NOW.getTime() + r.periodEndDays * DAY_MS),
            endedAt: r.endedDaysAgo === null ? null : new Date(NOW.getTime() - r.endedDaysAgo * DAY_MS),
            createdAt: new Date(NOW.getTime() - r.createdDaysAgo * DAY_MS),
          })),
        );
        const plan = await loadPlan(database.db, userId, NOW);
        const ahead = (days: number | null) => days === null || days >= 0;
        const grants = rows.some(
          (r) =>
            ['active', 'trialing'].includes(r.status) && r.endedDaysAgo === null && ahead(r.periodEndDays),
        );
        const pays = rows.some(
          (r) =>
            ['active', 'trialing', 'past_due'].includes(r.status) &&
            (r.periodEndDays === null || r.periodEndDays > 0),
        );
        expect(isUpgraded(plan, NOW)).toBe(grants);
        // Without access, a late payer still reads as subscribed (e.g. past_due beats an old row).
        if (!grants) expect(isSubscribed(plan, NOW)).toBe(pays);
        expect(plan.subscription_id).toMatch(/^sub_plan_\d$/);
      }),
      { numRuns: 60 },
    );
  });
});
