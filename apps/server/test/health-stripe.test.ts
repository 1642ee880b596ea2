import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FakeStripe, startFakeStripe } from './fake-stripe/index.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

// Readiness with Stripe configured (pointed at the fake Stripe server).
let fake: FakeStripe;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeStripe();
  const stripe = {
    secretKey: 'sk_test_fake_ringalong',
    webhookSecret: fake.webhookSecret,
    priceId: 'price_ringalong_yearly_15',
    ...fake.sdkConfig,
  };
  t = await buildTestApp({ stripe });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const ready = async () => {
  const response = await fetch(`${t.baseUrl}/health/ready`);
  return { status: response.status, body: await response.json() };
};

describe('readiness with Stripe configured', () => {
  it('is not ready, promptly, while Stripe does not answer, and ready again once it does', async () => {
    fake.server.failure = 'hang';
    // The Stripe check gives up after 1.5 s: the answer comes while Stripe hangs (it never
    // answers), and how long that takes is a benchmark's figure, not this test's.
    const down = await ready();
    expect(fake.server.failure).toBe('hang');
    expect(down).toEqual({
      status: 503,
      body: { status: 'unavailable', checks: { database: 'up', stripe: 'down' } },
    });
    expect((await fetch(`${t.baseUrl}/health/live`)).status).toBe(200);

    fake.server.failure = 'none';
    // Stripe's answer is kept for 5 s, so readiness returns within that.
    await vi.waitFor(
      async () =>
        expect(await ready()).toEqual({
          status: 200,
          body: { status: 'ready', checks: { database: 'up', stripe: 'up' } },
        }),
      { timeout: 10_000, interval: 500 },
    );
  });
});
