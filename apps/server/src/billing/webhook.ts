import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { billingEvents } from '../db/schema/billing.ts';
import { httpError } from '../http-error.ts';
import { handleStripeEvent } from './events.ts';
import { orUnavailable } from './routes.ts';
import type { BillingService } from './service.ts';

/** Stripe's events are small; anything near this is not one of them. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * POST /webhooks/stripe in a context of its own: the signature covers the exact bytes sent, so
 * this context parses every body as a raw Buffer instead of JSON.
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
      throw httpError(400, 'Missing Stripe-Signature header.');
    if (!Buffer.isBuffer(request.body)) throw httpError(400, 'Missing event body.');
    let event: ReturnType<typeof stripe.constructEvent>;
    try {
      event = stripe.constructEvent(request.body, signature, webhookSecret);
    } catch (error) {
      request.log.warn({ err: error }, 'Stripe webhook refused: bad signature');
      throw httpError(400, 'Invalid Stripe signature.');
    }

    const [fresh] = await app.db
      .insert(billingEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: billingEvents.id });
    if (!fresh) return { received: true, duplicate: true };
    try {
      await orUnavailable(() => handleStripeEvent(app.db, stripe, event, request.log));
    } catch (error) {
      // Forget the event so Stripe's retry is handled rather than skipped as a duplicate.
      await app.db.delete(billingEvents).where(eq(billingEvents.id, event.id));
      throw error;
    }
    return { received: true };
  });
}
