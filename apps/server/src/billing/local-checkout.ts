import { timingSafeEqual } from 'node:crypto';
import { isUpgraded } from '@ringalong/song';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { billingAccounts, localCheckouts } from '../db/schema/billing.ts';
import { HttpError, httpError } from '../http-error.ts';
import { loadPlan } from '../plans/plan.ts';
import { requireUser } from '../plugins/session.ts';
import { validate } from '../validate.ts';
import { checkoutPage, messagePage } from './local-checkout-page.ts';
import { CHECKOUT_CANCELED_PATH } from './provider.ts';
import type { BillingService } from './service.ts';
import { syncSubscription } from './sync.ts';

const paramsSchema = z.object({ id: z.string().regex(/^local_cs_[0-9a-f]{24}$/) });
const formSchema = z.object({ token: z.string().min(1).max(200) });

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The local checkout's page and its buttons: pay, decline (the payment fails, as a declined card
 * does) and cancel. Each form carries the checkout's own random token and the session must be the
 * buyer's, so no other site or user can pay, decline or cancel it.
 */
export async function localCheckoutRoutes(app: FastifyInstance, billing: BillingService): Promise<void> {
  const home = `${billing.publicUrl}/`;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  // These are pages, so failures are pages too.
  app.setErrorHandler((error, request, reply) => {
    const code =
      error instanceof HttpError ? error.statusCode : (error as { statusCode?: number }).statusCode;
    const status = code && code >= 400 && code < 500 ? code : 500;
    if (status === 500) request.log.error({ err: error }, 'local checkout failed');
    const message =
      status === 500 ? 'Something went wrong on our side. Please try again.' : (error as Error).message;
    return reply
      .code(status)
      .type('text/html')
      .send(messagePage('Checkout unavailable', message, home));
  });

  async function ownCheckout(request: FastifyRequest, db = app.db, lock = false) {
    const user = requireUser(request);
    const { id } = validate(paramsSchema, request.params);
    const query = db.select().from(localCheckouts).where(eq(localCheckouts.id, id));
    const [checkout] = lock ? await query.for('update') : await query;
    if (!checkout || checkout.userId !== user.id) throw httpError(404, 'This checkout does not exist.');
    return checkout;
  }

  const successUrl = (id: string) => `${billing.publicUrl}/success?session_id=${encodeURIComponent(id)}`;

  app.get('/checkout/local/:id', async (request, reply) => {
    const checkout = await ownCheckout(request);
    if (checkout.status === 'complete') return reply.redirect(successUrl(checkout.id), 303);
    if (checkout.status !== 'open' || checkout.expiresAt <= new Date()) {
      throw httpError(410, 'This checkout has expired. Go back and choose Subscribe again.');
    }
    return reply
      .type('text/html')
      .header('cache-control', 'no-store')
      .send(checkoutPage(checkout.id, checkout.token));
  });

  /**
   * Pay and Decline both finish the checkout as Stripe would and write what it produced through
   * the one sync: a paid subscription, or (declined) one whose first payment failed for good. The
   * buyer then lands on /success either way, where the app follows the plan to its outcome.
   */
  const finish = (outcome: 'paid' | 'declined') => async (request: FastifyRequest, reply: FastifyReply) => {
    const { token } = validate(formSchema, request.body);
    const now = new Date();
    const checkoutId = await app.db.transaction(async (tx) => {
      const checkout = await ownCheckout(request, tx, true);
      if (!sameToken(token, checkout.token)) throw httpError(403, 'This payment form is not valid any more.');
      if (checkout.status === 'complete') return checkout.id;
      if (checkout.status !== 'open' || checkout.expiresAt <= now) {
        throw httpError(410, 'This checkout has expired. Go back and choose Subscribe again.');
      }
      let subscriptionId: string | null = null;
      // A second tab finishing after the first must not start a second subscription.
      if (!isUpgraded(await loadPlan(tx, checkout.userId, now), now)) {
        const local = billing.local(tx);
        const sub =
          outcome === 'paid'
            ? local.newSubscription(checkout.userId, checkout.customerId)
            : local.declinedSubscription(checkout.userId, checkout.customerId);
        await syncSubscription(tx, sub, 'local', now);
        subscriptionId = sub.id;
      }
      await tx
        .update(localCheckouts)
        .set({ status: 'complete', subscriptionId })
        .where(eq(localCheckouts.id, checkout.id));
      await tx
        .update(billingAccounts)
        .set({ lastCheckoutId: null })
        .where(
          and(eq(billingAccounts.userId, checkout.userId), eq(billingAccounts.lastCheckoutId, checkout.id)),
        );
      return checkout.id;
    });
    return reply.redirect(successUrl(checkoutId), 303);
  };

  app.post('/checkout/local/:id/pay', finish('paid'));
  app.post('/checkout/local/:id/decline', finish('declined'));

  app.post('/checkout/local/:id/cancel', async (request, reply) => {
    const { token } = validate(formSchema, request.body);
    const checkout = await ownCheckout(request);
    if (!sameToken(token, checkout.token)) throw httpError(403, 'This payment form is not valid any more.');
    return reply.redirect(`${billing.publicUrl}${CHECKOUT_CANCELED_PATH}`, 303);
  });
}
