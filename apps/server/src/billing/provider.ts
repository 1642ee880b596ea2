/**
 * The one seam between billing and whoever takes the money. Stripe and the local checkout both
 * answer subscriptions in Stripe's shape, so a single sync function writes what either reports.
 */

/**
 * Where a buyer who cancels at checkout lands: the app, told why, so it can say no payment was made
 * rather than stay silent (or, worse, report a failed payment).
 */
export const CHECKOUT_CANCELED_PATH = '/?checkout=canceled';

/** The fields of a Stripe subscription that decide a plan (API 2025-03-31+: period end on items). */
export interface SubscriptionSnapshot {
  readonly id: string;
  readonly customer: string | { readonly id: string };
  readonly status: string;
  readonly cancel_at_period_end: boolean;
  readonly canceled_at: number | null;
  readonly ended_at: number | null;
  readonly created: number;
  readonly metadata: Readonly<Record<string, string>> | null;
  readonly items: { readonly data: readonly { readonly current_period_end: number }[] };
}

export interface CheckoutSnapshot {
  readonly id: string;
  /** Stripe's 'open', 'complete' or 'expired'. */
  readonly status: string | null;
  readonly url: string | null;
  readonly subscriptionId: string | null;
}

export interface BillingUser {
  readonly id: number;
  readonly email: string | null;
  readonly displayName: string;
}

export interface CheckoutRequest {
  readonly user: BillingUser;
  readonly customerId: string;
  /** Stable per attempt, so a retried request cannot open a second checkout. */
  readonly idempotencyKey: string;
}

export type ProviderName = 'stripe' | 'local';

/**
 * Stripe's statuses in which a subscription still bills its customer. A customer holding one must
 * not be sold a second subscription: both would be charged.
 */
export const LIVE_STATUSES: readonly string[] = ['active', 'trialing', 'past_due'];

export interface BillingProvider {
  readonly name: ProviderName;
  /**
   * The customer for this user, created once when `existing` is null: concurrent and retried
   * calls with the same `idempotencyKey` get the same customer.
   */
  ensureCustomer(
    user: BillingUser,
    existing: string | null,
    idempotencyKey: string,
    installation?: string,
  ): Promise<string>;
  /**
   * The customer made for this user of this database (`installation`), found by the metadata
   * `ensureCustomer` sets; null when there is none. Asked before a creation under a new key, so a
   * creation whose answer was lost does not leave the user with two customers.
   */
  findCustomer(userId: number, installation: string): Promise<string | null>;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSnapshot>;
  retrieveCheckout(id: string): Promise<CheckoutSnapshot | null>;
  /** The provider's current truth, never an event's copy; null when it does not exist. */
  retrieveSubscription(id: string): Promise<SubscriptionSnapshot | null>;
  /** The customer's subscriptions in a live status (LIVE_STATUSES), as the provider reports them now. */
  listLiveSubscriptions(customerId: string): Promise<SubscriptionSnapshot[]>;
  setCancelAtPeriodEnd(id: string, cancel: boolean): Promise<SubscriptionSnapshot>;
}

/** The payment provider could not be reached or failed; nothing was written on our side. */
export class ProviderUnavailableError extends Error {
  /**
   * True when the provider answered with a server error (5xx). Stripe stores that answer under the
   * request's idempotency key and replays it for every retry with that key for a day, so the next
   * try must use another key; after a timeout or a dropped connection the same key is right.
   */
  readonly answered: boolean;

  constructor(cause: unknown, answered = false) {
    super('The payment service is not answering right now. Please try again in a minute.', { cause });
    this.name = 'ProviderUnavailableError';
    this.answered = answered;
  }
}

/** Whether this failure keeps the idempotency key it was sent with from ever succeeding. */
export const spoilsKey = (error: unknown): boolean =>
  error instanceof ProviderUnavailableError && error.answered;

export function customerIdOf(sub: SubscriptionSnapshot): string {
  return typeof sub.customer === 'string' ? sub.customer : sub.customer.id;
}

/** The latest period end over the items, in seconds; null when the subscription has no items. */
export function periodEndOf(sub: SubscriptionSnapshot): number | null {
  const ends = sub.items.data.map((item) => item.current_period_end);
  return ends.length > 0 ? Math.max(...ends) : null;
}
