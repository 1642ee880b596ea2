import type { FastifyInstance } from 'fastify';

/**
 * Billing routes (plan, subscribe, cancel, resume, Stripe webhook, local checkout). Registered by the
 * app inside its API prefix; deliberately not wrapped in fastify-plugin so the routes and the
 * webhook's raw-body parser stay encapsulated.
 */
export async function billingPlugin(_app: FastifyInstance): Promise<void> {}
