import Stripe from 'stripe';
import {
  type BillingProvider,
  type BillingUser,
  CHECKOUT_CANCELED_PATH,
  type CheckoutRequest,
  type CheckoutSnapshot,
  LIVE_STATUSES,
  ProviderUnavailableError,
  type SubscriptionSnapshot,
} from './provider.ts';

/** The customer metadata naming the database whose user the customer is (user ids repeat across databases). */
export const INSTALLATION_METADATA = 'ringalong_installation';

/** What billing reads of a Stripe customer: who it belongs to, by the `user_id` we set on it. */
export interface CustomerSnapshot {
  readonly id: string;
  readonly metadata: Readonly<Record<string, string>>;
}

export interface StripeSettings {
  readonly secretKey: string;
  readonly priceId: string;
  readonly publicUrl: string;
  /**
   * Per attempt. With one retry (same idempotency key) a hung Stripe becomes a 503 in about
   * 4.5 s, while a single slow answer still gets a second chance.
   */
  readonly timeoutMs?: number;
  readonly maxNetworkRetries?: number;
  /** Tests point the SDK at the fake Stripe server. */
  readonly host?: string;
  readonly port?: number;
  readonly protocol?: 'http' | 'https';
}

/** Only outages become 503; a request Stripe refuses is a bug and surfaces as one. */
async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const serverError = error instanceof Stripe.errors.StripeError && (error.statusCode ?? 0) >= 500;
    if (
      error instanceof Stripe.errors.StripeConnectionError ||
      error instanceof Stripe.errors.StripeAPIError ||
      error instanceof Stripe.errors.StripeRateLimitError ||
      serverError
    ) {
      // Stripe keeps a 5xx it answered under the request's idempotency key (and replays it).
      throw new ProviderUnavailableError(error, serverError);
    }
    throw error;
  }
}

function isMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';
}

function checkoutOf(session: Stripe.Checkout.Session): CheckoutSnapshot {
  const sub = session.subscription;
  return {
    id: session.id,
    status: session.status,
    url: session.url,
    subscriptionId: typeof sub === 'string' ? sub : (sub?.id ?? null),
  };
}

export class StripeProvider implements BillingProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    this.stripe = new Stripe(settings.secretKey, {
      timeout: settings.timeoutMs ?? 2000,
      maxNetworkRetries: settings.maxNetworkRetries ?? 1,
      telemetry: false,
      ...(settings.host ? { host: settings.host } : {}),
      ...(settings.port ? { port: settings.port } : {}),
      ...(settings.protocol ? { protocol: settings.protocol } : {}),
    });
  }

  async ensureCustomer(
    user: BillingUser,
    existing: string | null,
    idempotencyKey: string,
    installation?: string,
  ): Promise<string> {
    if (existing) return existing;
    const customer = await call(() =>
      this.stripe.customers.create(
        {
          name: user.displayName,
          ...(user.email ? { email: user.email } : {}),
          metadata: {
            user_id: String(user.id),
            ...(installation ? { [INSTALLATION_METADATA]: installation } : {}),
          },
        },
        { idempotencyKey },
      ),
    );
    return customer.id;
  }

  /**
   * Stripe's customer search, by the metadata `ensureCustomer` sets. Search is eventually
   * consistent (a customer made in the last minute may be missing), which is why it only backs up
   * the idempotency key rather than replacing it.
   */
  async findCustomer(userId: number, installation: string): Promise<string | null> {
    const quote = (value: string) => `'${value.replace(/['\\]/g, '\\$&')}'`;
    const found = await call(() =>
      this.stripe.customers.search({
        query: `metadata['user_id']:${quote(String(userId))} AND metadata['${INSTALLATION_METADATA}']:${quote(installation)}`,
        limit: 1,
      }),
    );
    return found.data[0]?.id ?? null;
  }

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSnapshot> {
    const userId = String(request.user.id);
    const session = await call(() =>
      this.stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          customer: request.customerId,
          client_reference_id: userId,
          line_items: [{ price: this.settings.priceId, quantity: 1 }],
          metadata: { user_id: userId },
          subscription_data: { metadata: { user_id: userId } },
          success_url: `${this.settings.publicUrl}/success?session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${this.settings.publicUrl}${CHECKOUT_CANCELED_PATH}`,
        },
        { idempotencyKey: request.idempotencyKey },
      ),
    );
    return checkoutOf(session);
  }

  async retrieveCheckout(id: string): Promise<CheckoutSnapshot | null> {
    try {
      return checkoutOf(await call(() => this.stripe.checkout.sessions.retrieve(id)));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async retrieveSubscription(id: string): Promise<SubscriptionSnapshot | null> {
    try {
      return await call(() => this.stripe.subscriptions.retrieve(id));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async listLiveSubscriptions(customerId: string): Promise<SubscriptionSnapshot[]> {
    // Without a status filter Stripe lists every subscription that is not canceled.
    const page = await call(() => this.stripe.subscriptions.list({ customer: customerId, limit: 100 }));
    return page.data.filter((sub) => LIVE_STATUSES.includes(sub.status));
  }

  /** Null when Stripe does not know the customer or it was deleted. */
  async retrieveCustomer(id: string): Promise<CustomerSnapshot | null> {
    try {
      const customer = await call(() => this.stripe.customers.retrieve(id));
      return customer.deleted ? null : { id: customer.id, metadata: customer.metadata ?? {} };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  setCancelAtPeriodEnd(id: string, cancel: boolean): Promise<SubscriptionSnapshot> {
    return call(() => this.stripe.subscriptions.update(id, { cancel_at_period_end: cancel }));
  }

  /** Verifies the signature on the raw bytes; throws on unsigned, tampered or stale events. */
  constructEvent(raw: Buffer, signature: string, secret: string): Stripe.Event {
    return this.stripe.webhooks.constructEvent(raw, signature, secret, 300);
  }
}
