import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { onStripeApp, sessionIdOf, signedInClient } from '../../test/billing-kit.ts';
import type { FakeStripe } from '../../test/fake-stripe/index.ts';
import type { TestApp } from '../../test/helpers.ts';
import { billingAccounts } from '../db/schema/billing.ts';

// Stripe stores the answer to a POST under its Idempotency-Key for a day, a 500 included, and
// replays it for every retry with that key. One 500 must not block subscribing for that day.

let fake: FakeStripe;
let t: TestApp;
onStripeApp((made) => ({ fake, t } = made));
afterEach(() => {
  fake.server.failure = 'none';
  fake.server.failureOn = null;
});

const customersOf = (userId: number) =>
  [...fake.state.customers.values()].filter((c) => c.metadata.user_id === String(userId));
const openSessionsOf = (customerId: string) =>
  [...fake.state.sessions.values()].filter((s) => s.customer === customerId && s.status === 'open');

describe('subscribing after Stripe answered 500', () => {
  it('the fake replays a stored 500 for the same key, as Stripe documents', async () => {
    const client = await signedInClient(t.baseUrl, 'Replay Witness');
    fake.server.failure = 'error';
    fake.server.failureOn = 'POST /v1/customers';
    expect((await client.subscribe()).status).toBe(503);
    const [key] = fake.server.requests
      .filter((r) => r.method === 'POST' && r.path === '/v1/customers')
      .map((r) => r.idempotencyKey);
    fake.server.failure = 'none';
    const again = await fetch(`http://127.0.0.1:${fake.sdkConfig.port}/v1/customers`, {
      method: 'POST',
      headers: { 'idempotency-key': key!, 'content-type': 'application/x-www-form-urlencoded' },
      body: fake.server.bodyOf(key!),
    });
    expect(again.status).toBe(500);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
  });

  it('opens a checkout once Stripe recovers from a 500 on the checkout', async () => {
    const client = await signedInClient(t.baseUrl, 'Checkout Outage');
    const first = await client.subscribe();
    expect(first.status).toBe(200);
    fake.state.sessions.get(sessionIdOf(first.body.url))!.status = 'expired';

    fake.server.failure = 'error';
    fake.server.failureOn = 'POST /v1/checkout/sessions';
    const during = await client.subscribe();
    expect(during.status).toBe(503);
    expect(during.body.message).toMatch(/payment service is not answering/);

    fake.server.failure = 'none';
    const after = [await client.subscribe(), await client.subscribe(), await client.subscribe()];
    expect(after.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(new Set(after.map((answer) => answer.body.url)).size).toBe(1);
    const [customer] = customersOf(client.userId);
    expect(openSessionsOf(customer!.id)).toHaveLength(1);
  });

  it('makes the customer once Stripe recovers from a 500 on creating it', async () => {
    const client = await signedInClient(t.baseUrl, 'Customer Outage');
    fake.server.failure = 'error';
    fake.server.failureOn = 'POST /v1/customers';
    expect((await client.subscribe()).status).toBe(503);
    expect(customersOf(client.userId)).toHaveLength(0);

    fake.server.failure = 'none';
    const after = await client.subscribe();
    expect(after.status).toBe(200);
    expect(customersOf(client.userId)).toHaveLength(1);
    const session = fake.state.sessions.get(sessionIdOf(after.body.url))!;
    expect(session.customer).toBe(customersOf(client.userId)[0]!.id);
  });

  it('finds the customer a 500 answer had made rather than making a second one', async () => {
    const client = await signedInClient(t.baseUrl, 'Half Made');
    fake.server.failure = 'error-after';
    fake.server.failureOn = 'POST /v1/customers';
    expect((await client.subscribe()).status).toBe(503);
    const [made] = customersOf(client.userId);
    expect(made).toBeDefined();

    fake.server.failure = 'none';
    const after = await client.subscribe();
    expect(after.status).toBe(200);
    expect(customersOf(client.userId)).toEqual([made]);
    expect(fake.state.sessions.get(sessionIdOf(after.body.url))!.customer).toBe(made!.id);
    const [account] = await t.db
      .select({ customerId: billingAccounts.customerId })
      .from(billingAccounts)
      .where(eq(billingAccounts.userId, client.userId));
    expect(account?.customerId).toBe(made!.id);
  });
});
