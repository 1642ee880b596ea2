import { isSubscribed, isUpgraded } from '@ringalong/song';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  deliver,
  onStripeApp,
  pendingSong,
  sendEvent,
  signedInClient,
  stripeTestApp,
  subscribeAndPay,
} from '../../test/billing-kit.ts';
import { type FakeStripe, snapshot } from '../../test/fake-stripe/index.ts';
import type { TestApp } from '../../test/helpers.ts';
import { billingEvents, subscriptions } from '../db/schema/billing.ts';
import { songs } from '../db/schema/core.ts';

let fake: FakeStripe;
let t: TestApp;
onStripeApp((made) => ({ fake, t } = made));

const eventsRecorded = async (id: string) =>
  (await t.db.select({ n: count() }).from(billingEvents).where(eq(billingEvents.id, id)))[0]!.n;
const subscriptionReads = (id: string) =>
  fake.server.requests.filter((r) => r.method === 'GET' && r.path === `/v1/subscriptions/${id}`).length;

describe('POST /webhooks/stripe: signatures', () => {
  it('accepts a correctly signed event', async () => {
    const signed = fake.sign(fake.event('customer.created', { id: 'cus_x', object: 'customer' }));
    expect((await deliver(t.baseUrl, signed)).status).toBe(200);
  });

  it('refuses unsigned, wrongly signed, tampered and too-old events with 400 and records none', async () => {
    const event = fake.event('customer.subscription.updated', { id: 'sub_forged', object: 'subscription' });
    const body = JSON.stringify(event);
    const good = fake.sign(body);
    const attempts = [
      { payload: body },
      fake.sign(body, { secret: 'whsec_someone_else' }),
      { payload: body.replace('sub_forged', 'sub_hijack'), signature: good.signature },
      fake.sign(body, { timestamp: Math.floor(Date.now() / 1000) - 301 }),
      { payload: body, signature: 'not a signature' },
    ];
    for (const attempt of attempts) {
      const answer = await deliver(t.baseUrl, attempt);
      expect(answer.status).toBe(400);
    }
    expect(await eventsRecorded(event.id)).toBe(0);
    expect(subscriptionReads('sub_forged') + subscriptionReads('sub_hijack')).toBe(0);
  });

  it('logs why a delivery was refused and its event id, never its body or signature', async () => {
    const lines: string[] = [];
    const logged = await stripeTestApp(fake, {
      logLevel: 'info',
      logStream: { write: (l) => lines.push(l) },
    });
    try {
      const email = 'leaky.customer@example.test';
      const event = fake.event('checkout.session.completed', {
        id: 'cs_logged',
        object: 'checkout.session',
        customer_details: { email },
      });
      const body = JSON.stringify(event);
      // A misconfigured secret refuses Stripe's own, correctly signed events just the same.
      const wrongSecret = fake.sign(body, { secret: 'whsec_not_the_configured_one' });
      expect((await deliver(logged.baseUrl, wrongSecret)).status).toBe(400);
      expect((await deliver(logged.baseUrl, { payload: body })).status).toBe(400);
      const all = lines.join('\n');
      expect(all).not.toContain(email);
      expect(all).not.toContain(wrongSecret.signature.split(',v1=')[1]);
      const refusals = lines.filter((l) => l.includes('Stripe webhook refused'));
      expect(refusals.map((l) => JSON.parse(l))).toMatchObject([
        { reason: 'Invalid Stripe signature.', eventId: event.id },
        { reason: 'Missing Stripe-Signature header.', eventId: event.id },
      ]);
    } finally {
      await logged.close();
    }
  });

  it('acknowledges event types it does not handle, and records them once', async () => {
    const event = fake.event('product.updated', { id: 'prod_1', object: 'product' });
    const answer = await deliver(t.baseUrl, fake.sign(event));
    expect(answer.status).toBe(200);
    expect(await eventsRecorded(event.id)).toBe(1);
  });
});

describe('POST /webhooks/stripe: delivery order and repetition', () => {
  it('handles the same event delivered five times at once exactly once', async () => {
    const client = await signedInClient(t.baseUrl, 'Five Times');
    const subscribed = await client.subscribe();
    const sessionId = subscribed.body.url.split('/').pop();
    const sub = fake.state.completeCheckout(sessionId);
    const signed = fake.sign(fake.event('customer.subscription.created', sub));
    const answers = await Promise.all(Array.from({ length: 5 }, () => deliver(t.baseUrl, signed)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await eventsRecorded(JSON.parse(signed.payload).id)).toBe(1);
    expect(subscriptionReads(sub.id)).toBe(1);
    const rows = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, client.userId));
    expect(rows).toHaveLength(1);
    const own = await t.db.select().from(songs).where(eq(songs.userId, client.userId));
    expect(own).toHaveLength(1);
    expect(isUpgraded(await client.plan(), new Date())).toBe(true);
  });

  it('takes Stripe’s current state when `updated` arrives before `created`', async () => {
    const client = await signedInClient(t.baseUrl, 'Out Of Order');
    const subscribed = await client.subscribe();
    const sub = fake.state.completeCheckout(subscribed.body.url.split('/').pop());
    const created = snapshot(sub);
    fake.state.setCancelAtPeriodEnd(sub.id, true);
    const updated = snapshot(sub);
    expect((await sendEvent(t.baseUrl, fake, 'customer.subscription.updated', updated)).status).toBe(200);
    expect((await sendEvent(t.baseUrl, fake, 'customer.subscription.created', created)).status).toBe(200);
    const plan = await client.plan();
    expect(plan).toMatchObject({ subscription_id: sub.id, status: 'active', cancel_at_period_end: true });
    expect(plan.canceled_at).not.toBeNull();
  });

  it('keeps a deleted subscription ended when a stale `updated` arrives afterwards', async () => {
    const client = await signedInClient(t.baseUrl, 'Stale Update');
    const { sub } = await subscribeAndPay(t.baseUrl, fake, client);
    const stale = snapshot(sub);
    fake.state.cancelNow(sub.id);
    await sendEvent(t.baseUrl, fake, 'customer.subscription.deleted', snapshot(sub));
    expect((await sendEvent(t.baseUrl, fake, 'customer.subscription.updated', stale)).status).toBe(200);
    const plan = await client.plan();
    expect(plan.status).toBe('canceled');
    expect(plan.ended_at).not.toBeNull();
    expect(isUpgraded(plan, new Date())).toBe(false);
  });

  it('marks a failed renewal past_due (subscribed, not upgraded), and a paid invoice restores access', async () => {
    const client = await signedInClient(t.baseUrl, 'Late Payer');
    const { sub } = await subscribeAndPay(t.baseUrl, fake, client);
    const invoice = (id: string) => ({
      id,
      object: 'invoice',
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id } },
    });
    sub.status = 'past_due';
    expect((await sendEvent(t.baseUrl, fake, 'invoice.payment_failed', invoice('in_1'))).status).toBe(200);
    const late = await client.plan();
    expect(late.status).toBe('past_due');
    expect(isSubscribed(late, new Date())).toBe(true);
    expect(isUpgraded(late, new Date())).toBe(false);
    expect((await client.call('POST', '/api/songs', pendingSong('Blocked While Late'))).status).toBe(403);

    sub.status = 'active';
    expect((await sendEvent(t.baseUrl, fake, 'invoice.paid', invoice('in_2'))).status).toBe(200);
    expect(isUpgraded(await client.plan(), new Date())).toBe(true);
  });
});
