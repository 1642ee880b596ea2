import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { localCheckoutRoutes } from './local-checkout.ts';
import { type BillingService, createBillingService } from './service.ts';
import { stripeWebhookRoute } from './webhook.ts';
import { BillingWorker } from './worker.ts';

/** One provider and one worker per app (kept per config, so a second registration would share them). */
const services = new WeakMap<Config, BillingService>();

/** The app's billing worker (Stripe only): tests drive it directly instead of waiting for its timers. */
export function billingWorkerOf(app: FastifyInstance): BillingWorker | null {
  return services.get(app.config)?.worker ?? null;
}

/**
 * The app's billing service (one provider per app). With Stripe, the first call also starts the
 * worker that applies stored events and reconciles, and stops it when the app closes.
 */
export function billingServiceOf(app: FastifyInstance): BillingService {
  let billing = services.get(app.config);
  if (!billing) {
    billing = createBillingService(app.config);
    services.set(app.config, billing);
    if (billing.stripe) {
      const worker = new BillingWorker(app.db, billing.stripe, app.log, billing.timings);
      billing.worker = worker;
      app.addHook('onReady', async () => worker.start());
      app.addHook('onClose', () => worker.stop());
    }
  }
  return billing;
}

/**
 * Billing's routes outside the contract's table: the Stripe webhook and the local checkout pages.
 * Registered by the app inside its API prefix; deliberately not wrapped in fastify-plugin so the
 * webhook's raw-body parser stays encapsulated. The API's billing operations (plan, subscribe,
 * cancel, resume) are the table's, bound in billingRoutes.
 */
export async function billingPlugin(app: FastifyInstance, service: BillingService): Promise<void> {
  await app.register((scope) => stripeWebhookRoute(scope, service));
  if (service.providerName === 'local') await app.register((scope) => localCheckoutRoutes(scope, service));
}
