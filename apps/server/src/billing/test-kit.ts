/** Shared by the billing tests: a signed-in client of the real app, speaking HTTP like the web app. */
import { createDefaultSong, exportSong, type PlanObject, type Song } from '@ringalong/song';
import type { FakeStripe, SignedWebhook } from '../../test/fake-stripe/index.ts';
import { buildTestApp, signIn, type TestApp, userIdOf } from '../../test/helpers.ts';

export function pendingSong(title = 'Kept Across Checkout'): Song {
  const song = createDefaultSong();
  return exportSong(
    {
      ...song,
      staves: song.staves.map((s, i) => (i === 0 ? { ...s, notes: [{ beat: 0 }, { beat: 1 }] } : s)),
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

/** The real app with Stripe configured and its SDK pointed at the fake; short timeouts keep outage tests quick. */
export async function stripeTestApp(fake: FakeStripe, sdk: { timeoutMs?: number } = {}): Promise<TestApp> {
  const stripe = {
    secretKey: 'sk_test_fake_ringalong',
    webhookSecret: fake.webhookSecret,
    priceId: 'price_ringalong_yearly_15',
    ...fake.sdkConfig,
    timeoutMs: 1000,
    maxNetworkRetries: 0,
    ...sdk,
  };
  return buildTestApp({ stripe });
}

/** Sends a signed webhook the way Stripe does. */
export async function deliver(
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
