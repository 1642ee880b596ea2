import Stripe from 'stripe';
import type { Config } from '../config.ts';

/** Readiness must answer promptly: one try, and not long. */
const STRIPE_CHECK_TIMEOUT_MS = 1500;

/** Optional extras on `config.stripe` with which tests point the SDK at the fake Stripe. */
type Endpoint = { host?: string; port?: number; protocol?: 'http' | 'https' };

/**
 * Resolves when Stripe's API answers; throws when it cannot be reached, times out or fails on
 * its side. It reads the price we sell; any answer Stripe gives, even a refusal of a restricted
 * key, shows that Stripe is reachable: the check is about the network, not the key.
 */
export function stripeReachability(stripe: NonNullable<Config['stripe']>): () => Promise<void> {
  const endpoint = stripe as typeof stripe & Endpoint;
  const client = new Stripe(stripe.secretKey, {
    timeout: STRIPE_CHECK_TIMEOUT_MS,
    maxNetworkRetries: 0,
    telemetry: false,
    ...(endpoint.host ? { host: endpoint.host } : {}),
    ...(endpoint.port ? { port: endpoint.port } : {}),
    ...(endpoint.protocol ? { protocol: endpoint.protocol } : {}),
  });
  return async () => {
    try {
      await client.prices.retrieve(stripe.priceId);
    } catch (error) {
      const reachable =
        error instanceof Stripe.errors.StripeError &&
        !(error instanceof Stripe.errors.StripeConnectionError) &&
        !(error instanceof Stripe.errors.StripeAPIError) &&
        (error.statusCode ?? 0) > 0 &&
        (error.statusCode ?? 0) < 500;
      if (!reachable) throw error;
    }
  };
}
