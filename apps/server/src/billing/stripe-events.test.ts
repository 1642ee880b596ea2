/** The webhook stores and acknowledges; the billing worker applies, retries and shares the work. */
import { isUpgraded } from '@ringalong/song';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import {
  onStripeApp,
  post,
  STRIPE_TEST_TIMEOUT_MS,
  sessionIdOf,
  signedInClient,
  stripeTestApp,
  subscribeAndPay,
  workerOf,
} from '../../test/billing-kit.ts';
import { type FakeStripe, snapshot, startFakeStripe } from '../../test/fake-stripe/index.ts';
import type { TestApp } from '../../test/helpers.ts';
import { subscriptions } from '../db/schema/billing.ts';
import { storeEvent } from './event-store.ts';
import { referencesOf } from './events.ts';
import { StripeProvider } from './stripe-provider.ts';
import { BillingWorker } from './worker.ts';

let fake: FakeStripe;
let t: TestApp;
onStripeApp((made) => ({ fake, t } = made));

const HOUR = 3600_000;
const inAnHour = () => new Date(Date.now() + HOUR);
const subscriptionReads = (id: string) =>
  fake.server.requests.filter((r) => r.method === 'GET' && r.path === `/v1/subscriptions/${id}`).length;

/** A user who opened a checkout and paid it at Stripe, whose webhooks have not arrived yet. */
async function paidAtStripe(name: string) {
  const client = await signedInClient(t.baseUrl, name);
  const subscribed = await client.subscribe();
  const sub = fake.state.completeCheckout(sessionIdOf(subscribed.body.url));
  return { client, sub };
}

describe('Stripe events while Stripe is down or slow', () => {
  it.each(['reset', 'hang', 'error'] as const)(
    'acknowledges a signed event at once (%s) and applies it when Stripe answers again',
    async (mode) => {
      const { client, sub } = await paidAtStripe(`Patient ${mode}`);
      const signed = fake.sign(fake.event('customer.subscription.created', sub));
      fake.server.failure = mode;
      expect((await post(t.baseUrl, signed)).status).toBe(200);
      await (mode === 'hang' ? fake.server.dropHangingDuring(workerOf(t).drain()) : workerOf(t).drain());
      fake.server.failure = 'none';
      // The webhook is not redelivered: Stripe was told it arrived. The worker retries by itself.
      await workerOf(t).drain(inAnHour());
      const rows = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, client.userId));
      expect(rows.map((r) => r.status)).toEqual(['active']);
    },
  );

  it('applies a cancellation whose redelivery overlapped a failing first delivery', async () => {
    const client = await signedInClient(t.baseUrl, 'Overlapped');
    const { sub } = await subscribeAndPay(t.baseUrl, fake, client);
    expect(isUpgraded(await client.plan(), new Date())).toBe(true);
    fake.state.cancelNow(sub.id);
    const signed = fake.sign(fake.event('customer.subscription.deleted', snapshot(sub)));
    const readsBefore = subscriptionReads(sub.id);

    fake.server.failure = 'hang';
    const first = post(t.baseUrl, signed);
    await vi.waitFor(() => expect(subscriptionReads(sub.id)).toBeGreaterThan(readsBefore), {
      timeout: 30_000,
    });
    const redelivery = await post(t.baseUrl, signed);
    expect(redelivery.status).toBe(200);
    await first;
    await fake.server.dropHangingDuring(workerOf(t).drain());
    fake.server.failure = 'none';

    await workerOf(t).drain(inAnHour());
    const plan = await client.plan();
    expect(plan.status).toBe('canceled');
    expect(isUpgraded(plan, new Date())).toBe(false);
  });

  it('retries on its own timers until Stripe answers', async () => {
    // A Stripe of its own: customers are created per user id, and ids start again in a new app.
    const stripe = await startFakeStripe();
    const quick = await stripeTestApp(stripe, { worker: { pollMs: 25, retryBaseMs: 25, retryMaxMs: 50 } });
    try {
      const client = await signedInClient(quick.baseUrl, 'Timer Driven');
      const subscribed = await client.subscribe();
      const sub = stripe.state.completeCheckout(sessionIdOf(subscribed.body.url));
      stripe.server.failure = 'reset';
      const signed = stripe.sign(stripe.event('invoice.paid', invoiceOf(sub.id)));
      expect((await post(quick.baseUrl, signed)).status).toBe(200);
      stripe.server.failure = 'none';
      await vi.waitFor(
        async () => {
          const rows = await quick.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
          expect(rows.map((r) => r.status)).toEqual(['active']);
        },
        { timeout: 10_000, interval: 50 },
      );
    } finally {
      await quick.close();
      await stripe.close();
    }
  });
});

const invoiceOf = (subscriptionId: string) => ({
  id: `in_for_${subscriptionId}`,
  object: 'invoice',
  parent: { subscription_details: { subscription: subscriptionId } },
});

describe('several instances on one database', () => {
  it('apply each stored event once between them', async () => {
    const paid = await Promise.all(['Shared A', 'Shared B', 'Shared C', 'Shared D'].map(paidAtStripe));
    for (const { sub } of paid) {
      const event = fake.event('customer.subscription.created', sub);
      await storeEvent(t.db, { id: event.id, type: event.type, ...referencesOf(event) }, new Date());
    }
    const provider = new StripeProvider({
      secretKey: 'sk_test_fake_ringalong',
      priceId: 'price_ringalong_yearly_15',
      publicUrl: t.baseUrl,
      timeoutMs: STRIPE_TEST_TIMEOUT_MS,
      maxNetworkRetries: 0,
      ...fake.sdkConfig,
    });
    const others = [1, 2].map(() => new BillingWorker(t.db, provider, t.app.log, workerOf(t).timings));
    await Promise.all([workerOf(t).drain(), ...others.map((w) => w.drain())]);
    for (const { client, sub } of paid) {
      expect(subscriptionReads(sub.id)).toBe(1);
      expect(isUpgraded(await client.plan(), new Date())).toBe(true);
    }
  });
});
