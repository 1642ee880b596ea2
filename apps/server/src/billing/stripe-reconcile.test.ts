/** What Stripe knows and its webhooks never said: lost renewals, lost endings, unlinked customers. */
import { isUpgraded } from '@ringalong/song';
import { describe, expect, it, vi } from 'vitest';
import {
  onStripeApp,
  sendEvent,
  signedInClient,
  stripeTestApp,
  subscribeAndPay,
  workerOf,
} from '../../test/billing-kit.ts';
import { type FakeStripe, startFakeStripe } from '../../test/fake-stripe/index.ts';
import type { TestApp } from '../../test/helpers.ts';

let fake: FakeStripe;
let t: TestApp;
onStripeApp((made) => ({ fake, t } = made));

const DAY = 86_400;
const HOUR_MS = 3600_000;
const PRICE = 'price_ringalong_yearly_15';

/** A subscriber who paid a year and a day ago; Stripe renewed the year just now, but its webhooks were lost. */
async function renewedUnheard(name: string) {
  const client = await signedInClient(t.baseUrl, name);
  fake.state.setNow(Date.now() / 1000 - 366 * DAY);
  const { sub } = await subscribeAndPay(t.baseUrl, fake, client);
  fake.state.advance(366 * DAY);
  return { client, sub };
}

describe('a renewal whose webhooks were lost', () => {
  it('keeps the paying user upgraded: the plan read after the old period end asks Stripe', async () => {
    const { client, sub } = await renewedUnheard('Renewed Quietly');
    const plan = await client.plan();
    expect(isUpgraded(plan, new Date())).toBe(true);
    expect(plan.current_period_end).toBe(
      new Date(fake.state.subscription(sub.id).items.data[0]!.current_period_end * 1000).toISOString(),
    );
  });

  it('is recorded by subscribe instead of a second checkout being opened', async () => {
    const { client, sub } = await renewedUnheard('Would Pay Twice');
    const sessionsBefore = fake.state.sessions.size;
    const again = await client.subscribe();
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You already have an active subscription.');
    expect(fake.state.sessions.size).toBe(sessionsBefore);
    expect((await client.plan()).subscription_id).toBe(sub.id);
    expect(isUpgraded(await client.plan(), new Date())).toBe(true);
  });
});

describe('a cancellation whose webhooks were lost', () => {
  it('ends access at the next reconciliation with Stripe', async () => {
    const client = await signedInClient(t.baseUrl, 'Canceled In Dashboard');
    const { sub } = await subscribeAndPay(t.baseUrl, fake, client);
    fake.state.cancelNow(sub.id);
    expect(isUpgraded(await client.plan(), new Date())).toBe(true);
    await workerOf(t).reconcile(new Date(Date.now() + 25 * HOUR_MS));
    const plan = await client.plan();
    expect(plan.status).toBe('canceled');
    expect(isUpgraded(plan, new Date())).toBe(false);
  });

  it('is found by the reconciliation the worker runs on its own schedule', async () => {
    // A Stripe of its own: customers are created per user id, and ids start again in a new app.
    const stripe = await startFakeStripe();
    const swept = await stripeTestApp(stripe, { worker: { sweepMs: 25, staleAfterMs: 0 } });
    try {
      const client = await signedInClient(swept.baseUrl, 'Swept Up');
      const { sub } = await subscribeAndPay(swept.baseUrl, stripe, client);
      stripe.state.cancelNow(sub.id);
      await vi.waitFor(async () => expect((await client.plan()).status).toBe('canceled'), {
        timeout: 10_000,
        interval: 50,
      });
    } finally {
      await swept.close();
      await stripe.close();
    }
  });
});

describe('an event for a Stripe customer not yet linked to a user', () => {
  it('is kept and applied once the customer is linked', async () => {
    const client = await signedInClient(t.baseUrl, 'Comped By Support');
    // Support makes a customer and a subscription in the dashboard, then names its user.
    const customer = fake.state.createCustomer();
    const sub = fake.state.startSubscription(customer.id, PRICE);
    expect((await sendEvent(t.baseUrl, fake, 'customer.subscription.created', sub)).status).toBe(200);
    expect(isUpgraded(await client.plan(), new Date())).toBe(false);

    customer.metadata.user_id = String(client.userId);
    expect((await sendEvent(t.baseUrl, fake, 'customer.updated', customer)).status).toBe(200);
    const plan = await client.plan();
    expect(plan.subscription_id).toBe(sub.id);
    expect(isUpgraded(plan, new Date())).toBe(true);
  });
});
