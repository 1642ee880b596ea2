import type { FastifyInstance, FastifyRequest } from 'fastify';
import { httpError } from '../http-error.ts';
import { storeEvent } from './event-store.ts';
import { referencesOf } from './events.ts';
import type { BillingService } from './service.ts';

/** Stripe's events are small; anything near this is not one of them. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;
const EVENT_ID = /^evt_[A-Za-z0-9_]{1,100}$/;

/** The id an unverified body claims, when it looks like one; nothing else of it is trusted or logged. */
function claimedEventId(body: unknown): string | undefined {
  if (!Buffer.isBuffer(body)) return undefined;
  try {
    const id = (JSON.parse(body.toString('utf8')) as { id?: unknown } | null)?.id;
    return typeof id === 'string' && EVENT_ID.test(id) ? id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Says why a delivery was refused, and which event it claims to be, but never its body or
 * signature: an unauthenticated body is anyone's, and a correct one carries customers' details.
 */
function refuse(request: FastifyRequest, statusCode: number, reason: string): Error {
  request.log.warn({ reason, eventId: claimedEventId(request.body) }, 'Stripe webhook refused');
  return httpError(statusCode, reason);
}

/**
 * POST /webhooks/stripe in a context of its own: the signature covers the exact bytes sent, so
 * this context parses every body as a raw Buffer instead of JSON. A correctly signed event is
 * stored and acknowledged at once; the billing worker applies it (re-reading Stripe, with
 * retries), so a slow Stripe never makes Stripe's delivery fail, and a redelivery is a no-op.
 */
export async function stripeWebhookRoute(app: FastifyInstance, billing: BillingService): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.post('/webhooks/stripe', async (request) => {
    const { stripe, webhookSecret } = billing;
    if (!stripe || !webhookSecret) throw httpError(404, 'Stripe is not configured on this server.');
    const signature = request.headers['stripe-signature'];
    if (typeof signature !== 'string' || signature === '')
      throw refuse(request, 400, 'Missing Stripe-Signature header.');
    if (!Buffer.isBuffer(request.body)) throw refuse(request, 400, 'Missing event body.');
    let event: ReturnType<typeof stripe.constructEvent>;
    try {
      event = stripe.constructEvent(request.body, signature, webhookSecret);
    } catch {
      throw refuse(request, 400, 'Invalid Stripe signature.');
    }
    const fresh = await storeEvent(
      app.db,
      { id: event.id, type: event.type, ...referencesOf(event) },
      new Date(),
    );
    if (!fresh) return { received: true, duplicate: true };
    billing.worker?.wake();
    return { received: true };
  });
}
