/** Shared by the billing tests: a signed-in client of the real app, speaking HTTP like the web app. */
import { createDefaultSong, exportSong, type PlanObject, type Song } from '@ringalong/song';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { billingWorkerOf } from '../src/billing/index.ts';
import type { BillingWorker, WorkerTimings } from '../src/billing/worker.ts';
import { type FakeStripe, type SignedWebhook, startFakeStripe } from './fake-stripe/index.ts';
import { buildTestApp, signIn, type TestApp, type TestOverrides, userIdOf } from './helpers.ts';

export function pendingSong(title = 'Kept Across Checkout'): Song {
  const song = createDefaultSong();
  return exportSong(
    {
      ...song,
      staves: song.staves.map((s, i) =>
        i === 0
          ? {
              ...s,
              notes: [
                { beat: 0, length: 1 },
                { beat: 1, length: 1 },
              ],
            }
          : s,
      ),
    },
    title,
  );
}

/** Tests read answers loosely and assert the fields they care about. */
// biome-ignore lint/suspicious/noExplicitAny: see above
export type Answer = { status: number; body: any };

export interface Client {
  readonly cookie: string;
  readonly userId: number;
  call(method: string, path: string, body?: unknown): Promise<Answer>;
  plan(): Promise<PlanObject>;
  subscribe(song?: Song): Promise<Answer>;
}

export async function signedInClient(baseUrl: string, name: string): Promise<Client> {
  const cookie = await signIn(baseUrl, {
    name,
    email: `${name.toLowerCase().replace(/\W/g, '')}@example.test`,
  });
  const userId = await userIdOf(baseUrl, cookie);
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        cookie,
        origin: baseUrl,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: text.startsWith('{') ? JSON.parse(text) : text };
  };
  return {
    cookie,
    userId,
    call,
    plan: async () => {
      const { status, body } = await call('GET', '/api/users/plan');
      if (status !== 200) throw new Error(`plan answered ${status}: ${JSON.stringify(body)}`);
      return body.planObject as PlanObject;
    },
    subscribe: (song = pendingSong()) => call('PUT', '/api/users/subscribe', song),
  };
}

export interface StripeTestOptions {
  readonly timeoutMs?: number;
  /** The billing worker's intervals; by default its timers stay quiet and tests drive it. */
  readonly worker?: Partial<WorkerTimings>;
  readonly logStream?: TestOverrides['logStream'];
  readonly logLevel?: string;
}

const HOUR = 3600_000;
/**
 * Long enough that no answer of the in-process fake misses it on a loaded machine. Outage tests end
 * a hang with `fake.server.dropHangingDuring(...)`; a test of giving up itself passes a short `timeoutMs` to
 * an app that makes no call expected to succeed.
 */
export const STRIPE_TEST_TIMEOUT_MS = 15_000;
const apps = new Map<string, TestApp>();

/**
 * The real app with Stripe configured and its SDK pointed at the fake. Its billing worker polls only hourly: a webhook wakes it, and tests drive it with
 * `workerOf`. A subscription in doubt is compared with Stripe on every plan read.
 */
export async function stripeTestApp(fake: FakeStripe, options: StripeTestOptions = {}): Promise<TestApp> {
  const stripe = {
    secretKey: 'sk_test_fake_ringalong',
    webhookSecret: fake.webhookSecret,
    priceId: 'price_ringalong_yearly_15',
    ...fake.sdkConfig,
    timeoutMs: options.timeoutMs ?? STRIPE_TEST_TIMEOUT_MS,
    maxNetworkRetries: 0,
    // A plan read waits for its catch-up with the fake as long as for any answer of it.
    worker: {
      pollMs: HOUR,
      sweepMs: HOUR,
      doubtRecheckMs: 0,
      reconcileWaitMs: options.timeoutMs ?? STRIPE_TEST_TIMEOUT_MS,
      ...options.worker,
    },
  };
  const t = await buildTestApp({
    stripe,
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.logLevel ? { logLevel: options.logLevel } : {}),
  });
  apps.set(t.baseUrl, t);
  return t;
}

/** The billing worker of a Stripe test app. */
export function workerOf(t: TestApp): BillingWorker {
  const worker = billingWorkerOf(t.app);
  if (!worker) throw new Error('this app has no billing worker (is Stripe configured?)');
  return worker;
}

/** Sends a signed webhook the way Stripe does and lets the app apply what it stored. */
export async function deliver(
  baseUrl: string,
  signed: SignedWebhook | { payload: string; signature?: string },
): Promise<Answer> {
  const answer = await post(baseUrl, signed);
  const t = apps.get(baseUrl);
  if (t) await workerOf(t).drain();
  return answer;
}

/** Sends a signed webhook and answers Stripe's view of the delivery, without waiting for its effect. */
export async function post(
  baseUrl: string,
  signed: SignedWebhook | { payload: string; signature?: string },
): Promise<Answer> {
  const response = await fetch(`${baseUrl}/api/webhooks/stripe`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signed.signature ? { 'stripe-signature': signed.signature } : {}),
    },
    body: signed.payload,
  });
  const text = await response.text();
  return { status: response.status, body: text.startsWith('{') ? JSON.parse(text) : text };
}

/** Stripe's side of one event: build, sign and deliver it. */
export function sendEvent(baseUrl: string, fake: FakeStripe, type: string, object: unknown): Promise<Answer> {
  return deliver(baseUrl, fake.sign(fake.event(type, object)));
}

export const sessionIdOf = (checkoutUrl: string) => checkoutUrl.split('/').pop() ?? '';

/** Subscribe, pay at the fake Stripe and let the webhooks arrive: an upgraded Stripe customer. */
export async function subscribeAndPay(baseUrl: string, fake: FakeStripe, client: Client, title?: string) {
  const subscribed = await client.subscribe(pendingSong(title));
  if (subscribed.status !== 200) throw new Error(`subscribe answered ${subscribed.status}`);
  const sessionId = sessionIdOf(subscribed.body.url);
  const sub = fake.state.completeCheckout(sessionId);
  await sendEvent(baseUrl, fake, 'checkout.session.completed', fake.state.sessions.get(sessionId));
  await sendEvent(baseUrl, fake, 'customer.subscription.created', sub);
  return { sessionId, sub };
}

/**
 * A test file's fake Stripe and the app pointed at it: made before the file's tests (handed to
 * `use`), closed after them, and the fake answering normally again after each test.
 */
export function onStripeApp(
  use: (made: { fake: FakeStripe; t: TestApp }) => void,
  options?: StripeTestOptions,
): void {
  let made: { fake: FakeStripe; t: TestApp } | undefined;
  beforeAll(async () => {
    const fake = await startFakeStripe();
    made = { fake, t: await stripeTestApp(fake, options) };
    use(made);
  });
  afterEach(() => {
    if (!made) return;
    made.fake.server.failure = 'none';
    made.fake.server.failureOn = null;
  });
  afterAll(async () => {
    await made?.t.close();
    await made?.fake.close();
  });
}
