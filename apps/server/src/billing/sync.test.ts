import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFreshDatabase } from '../../test/fresh-database.ts';
import type { Database } from '../db/index.ts';
import { subscriptions } from '../db/schema/billing.ts';
import { users } from '../db/schema/core.ts';
import type { SubscriptionSnapshot } from './provider.ts';
import { syncSubscription } from './sync.ts';

let fresh: Awaited<ReturnType<typeof openFreshDatabase>>;
let database: Database;
let userId: number;
beforeAll(async () => {
  fresh = await openFreshDatabase();
  database = fresh.database;
  const [user] = await database.db
    .insert(users)
    .values({ issuer: 'urn:test', subject: `sync-${Date.now()}`, displayName: 'Sync Tester' })
    .returning();
  userId = user!.id;
});
afterAll(() => fresh.close());

const START = 1_800_000_000;
const YEAR = 365 * 86_400;

/** One state Stripe could report for a subscription, in any order a webhook might bring it. */
const snapshotArb = (id: string) =>
  fc
    .record({
      status: fc.constantFrom('active', 'past_due', 'trialing', 'unpaid', 'canceled'),
      cancelAtPeriodEnd: fc.boolean(),
      years: fc.integer({ min: 1, max: 3 }),
    })
    .map(
      ({ status, cancelAtPeriodEnd, years }): SubscriptionSnapshot => ({
        id,
        customer: 'cus_sync',
        status,
        cancel_at_period_end: cancelAtPeriodEnd,
        canceled_at: cancelAtPeriodEnd || status === 'canceled' ? START + 10 : null,
        ended_at: status === 'canceled' ? START + years * YEAR : null,
        created: START,
        metadata: { user_id: String(userId) },
        items: { data: [{ current_period_end: START + years * YEAR }] },
      }),
    );

describe('syncSubscription', () => {
  it('stores the last state applied, except that an ended subscription never comes back', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(snapshotArb('sub_sync'), { minLength: 1, maxLength: 6 }),
        async (deliveries) => {
          await database.db.delete(subscriptions).where(eq(subscriptions.id, 'sub_sync'));
          for (const snapshot of deliveries) await syncSubscription(database.db, snapshot, 'stripe');
          const [row] = await database.db
            .select()
            .from(subscriptions)
            .where(eq(subscriptions.id, 'sub_sync'));
          const expected = deliveries.findLast((d) => d.status === 'canceled') ?? deliveries.at(-1)!;
          expect(row).toMatchObject({
            userId,
            status: expected.status,
            cancelAtPeriodEnd: expected.cancel_at_period_end,
            currentPeriodEnd: new Date(expected.items.data[0]!.current_period_end * 1000),
          });
        },
      ),
      { numRuns: 40 },
    );
  });

  it('ignores a subscription of no known user (or of a deleted one)', async () => {
    const stray: SubscriptionSnapshot = {
      id: 'sub_stray',
      customer: 'cus_nobody',
      status: 'active',
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      created: START,
      metadata: {},
      items: { data: [{ current_period_end: START + YEAR }] },
    };
    expect(await syncSubscription(database.db, stray, 'stripe')).toBeNull();
    expect(await database.db.select().from(subscriptions).where(eq(subscriptions.id, 'sub_stray'))).toEqual(
      [],
    );
  });
});
