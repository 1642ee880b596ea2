import Stripe from 'stripe';
import { FakeStripeServer } from './server.ts';
import { FakeStripeState, type FakeSubscription } from './state.ts';

export type { FailureMode, LoggedRequest } from './server.ts';
export type { FakeCheckoutSession, FakeSubscription } from './state.ts';

export const FAKE_WEBHOOK_SECRET = 'whsec_fake_ringalong_test_secret';

export interface SignedWebhook {
  payload: string;
  signature: string;
}

/**
 * A Stripe stand-in at the HTTP boundary. The app's real `stripe` SDK talks to it through
 * `sdkConfig`; tests play the customer (`state.completeCheckout`) and Stripe's event sender
 * (`event` + `sign`).
 */
export interface FakeStripe {
  readonly state: FakeStripeState;
  readonly server: FakeStripeServer;
  readonly sdkConfig: { host: string; port: number; protocol: 'http' };
  readonly webhookSecret: string;
  event(type: string, object: unknown): Stripe.Event;
  /** Signs like Stripe does; `timestamp` (seconds) defaults to now, `secret` to the app's secret. */
  sign(payload: unknown, options?: { timestamp?: number; secret?: string }): SignedWebhook;
  close(): Promise<void>;
}

const signer = new Stripe('sk_test_fake_signer');

export async function startFakeStripe(): Promise<FakeStripe> {
  const state = new FakeStripeState();
  const server = new FakeStripeServer(state);
  const port = await server.listen();
  let events = 0;
  return {
    state,
    server,
    sdkConfig: { host: '127.0.0.1', port, protocol: 'http' },
    webhookSecret: FAKE_WEBHOOK_SECRET,
    event(type, object) {
      events += 1;
      return {
        id: `evt_fake${String(events).padStart(6, '0')}`,
        object: 'event',
        type,
        api_version: Stripe.API_VERSION,
        created: state.now(),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object: structuredClone(object) },
      } as unknown as Stripe.Event;
    },
    sign(payload, options = {}) {
      const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
      const signature = signer.webhooks.generateTestHeaderString({
        payload: body,
        secret: options.secret ?? FAKE_WEBHOOK_SECRET,
        timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
      });
      return { payload: body, signature };
    },
    close: () => server.close(),
  };
}

/** A subscription as an event payload carries it: a copy frozen at the moment of sending. */
export function snapshot(sub: FakeSubscription): FakeSubscription {
  return structuredClone(sub);
}
