import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionIdOf, signedInClient, stripeTestApp } from '../../test/billing-kit.ts';
import { type FakeStripe, startFakeStripe } from '../../test/fake-stripe/index.ts';
import type { TestApp } from '../../test/helpers.ts';

// Two databases (say staging and production) on one Stripe account: user ids repeat between them.
let fake: FakeStripe;
let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  fake = await startFakeStripe();
  first = await stripeTestApp(fake);
  second = await stripeTestApp(fake);
});
afterAll(async () => {
  await first?.close();
  await second?.close();
  await fake.close();
});

const customerKeys = () =>
  fake.server.requests
    .filter((r) => r.method === 'POST' && r.path === '/v1/customers')
    .map((r) => r.idempotencyKey);

describe('two databases sharing one Stripe account', () => {
  it('give their users with the same id two customers, under two keys', async () => {
    const a = await signedInClient(first.baseUrl, 'Ada Of First');
    const b = await signedInClient(second.baseUrl, 'Bea Of Second');
    expect(b.userId).toBe(a.userId);

    const answers = [await a.subscribe(), await b.subscribe()];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const [checkoutA, checkoutB] = answers.map(
      (answer) => fake.state.sessions.get(sessionIdOf(answer.body.url))!,
    );
    expect(checkoutB!.customer).not.toBe(checkoutA!.customer);
    const customers = [...fake.state.customers.values()];
    expect(customers.map((c) => c.email).sort()).toEqual([
      'adaoffirst@example.test',
      'beaofsecond@example.test',
    ]);
    const [keyA, keyB] = customerKeys();
    expect(keyA).toBeTruthy();
    expect(keyB).not.toBe(keyA);
  });

  it('keep one key per user within a database, so a retried subscribe finds the same customer', async () => {
    const again = await signedInClient(first.baseUrl, 'Ada Of First');
    const before = fake.state.customers.size;
    expect((await again.subscribe()).status).toBe(200);
    expect(fake.state.customers.size).toBe(before);
  });
});
