import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { localCheckoutRoutes } from './local-checkout.ts';
import { billingRoutes } from './routes.ts';
import { type BillingService, createBillingService } from './service.ts';
import { stripeWebhookRoute } from './webhook.ts';

/** The API is registered twice (root and /api); both share one provider per app. */
const services = new WeakMap<Config, BillingService>();

/**
 * Billing routes (plan, subscribe, cancel, resume, Stripe webhook, local checkout). Registered by the
 * app inside its API prefix; deliberately not wrapped in fastify-plugin so the routes and the
 * webhook's raw-body parser stay encapsulated.
 */
export async function billingPlugin(app: FastifyInstance): Promise<void> {
  let billing = services.get(app.config);
  if (!billing) {
    billing = createBillingService(app.config);
    services.set(app.config, billing);
  }
  const service = billing;
  await app.register((scope) => billingRoutes(scope, service));
  await app.register((scope) => stripeWebhookRoute(scope, service));
  if (service.providerName === 'local') await app.register((scope) => localCheckoutRoutes(scope, service));
}
