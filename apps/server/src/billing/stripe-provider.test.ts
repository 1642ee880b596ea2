import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripe, startFakeStripe } from '../../test/fake-stripe/index.ts';
import { ProviderUnavailableError, periodEndOf } from './provider.ts';
import { StripeProvider } from './stripe-provider.ts';

let fake: FakeStripe;
let provider: StripeProvider;
/** Gives up on a hung Stripe quickly; used only where every call hangs, so load cannot fail it. */
let hasty: StripeProvider;
const user = { id: 7, email: 'ringer@example.test', displayName: 'Ringer' };
const CUSTOMER_KEY = 'ringalong-test-customer-user-7';

beforeAll(async () => {
  fake = await startFakeStripe();
  const settings = {
    secretKey: 'sk_test_fake',
    priceId: 'price_yearly_15',
    publicUrl: 'https://ringalong.test',
    maxNetworkRetries: 0,
    ...fake.sdkConfig,
  };
  provider = new StripeProvider({ ...settings, timeoutMs: 15_000 });
  hasty = new StripeProvider({ ...settings, timeoutMs: 300 });
});
afterAll(() => fake.close());
afterEach(() => {
  fake.server.failure = 'none';
});

describe('StripeProvider against the fake Stripe', () => {
  it('creates one customer per user even when asked twice at once', async () => {
    const [a, b] = await Promise.all([
      provider.ensureCustomer(user, null, CUSTOMER_KEY),
      provider.ensureCustomer(user, null, CUSTOMER_KEY),
    ]);
    expect(a).toBe(b);
    expect(await provider.ensureCustomer(user, a, CUSTOMER_KEY)).toBe(a);
    expect([...fake.state.customers.values()].filter((c) => c.metadata.user_id === '7')).toHaveLength(1);
  });

  it('opens a subscription checkout that returns to /success with the session id', async () => {
    const customerId = await provider.ensureCustomer(user, null, CUSTOMER_KEY);
    const checkout = await provider.createCheckout({ user, customerId, idempotencyKey: 'attempt-1' });
    const session = fake.state.sessions.get(checkout.id)!;
    expect(session.mode).toBe('subscription');
    expect(session.price).toBe('price_yearly_15');
    expect(session.success_url).toBe('https://ringalong.test/success?session_id={CHECKOUT_SESSION_ID}');
    expect(session.cancel_url).toBe('https://ringalong.test/?checkout=canceled');
    expect(checkout.url).toMatch(/^https:\/\//);

    const sub = fake.state.completeCheckout(checkout.id);
    expect(await provider.retrieveCheckout(checkout.id)).toMatchObject({
      status: 'complete',
      subscriptionId: sub.id,
    });
    const read = await provider.retrieveSubscription(sub.id);
    expect(read?.metadata).toEqual({ user_id: '7' });
    expect(periodEndOf(read!)).toBe(sub.items.data[0]!.current_period_end);
  });

  it('sets and clears cancel-at-period-end', async () => {
    const customerId = await provider.ensureCustomer(user, null, CUSTOMER_KEY);
    const checkout = await provider.createCheckout({ user, customerId, idempotencyKey: 'attempt-2' });
    const sub = fake.state.completeCheckout(checkout.id);
    expect(await provider.setCancelAtPeriodEnd(sub.id, true)).toMatchObject({ cancel_at_period_end: true });
    const resumed = await provider.setCancelAtPeriodEnd(sub.id, false);
    expect(resumed).toMatchObject({ cancel_at_period_end: false, canceled_at: null });
  });

  it('answers null for objects Stripe does not know', async () => {
    expect(await provider.retrieveSubscription('sub_missing')).toBeNull();
    expect(await provider.retrieveCheckout('cs_missing')).toBeNull();
  });

  it.each(['reset', 'hang', 'error'] as const)(
    'turns a Stripe outage (%s) into ProviderUnavailableError: it gives up rather than wait',
    async (mode) => {
      fake.server.failure = mode;
      // A hanging Stripe never answers: the error at all means the provider gave up.
      await expect(
        (mode === 'hang' ? hasty : provider).ensureCustomer({ ...user, id: 99 }, null, 'customer-key-99'),
      ).rejects.toBeInstanceOf(ProviderUnavailableError);
    },
  );
});
