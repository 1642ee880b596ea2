import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { localCheckouts, subscriptions } from '../db/schema/billing.ts';
import {
  type BillingProvider,
  type BillingUser,
  type CheckoutRequest,
  type CheckoutSnapshot,
  LIVE_STATUSES,
  type SubscriptionSnapshot,
} from './provider.ts';

const seconds = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);
const CHECKOUT_LIFETIME_MS = 24 * 3600_000;

/** A stored subscription in the provider's shape. */
function snapshotOf(row: typeof subscriptions.$inferSelect): SubscriptionSnapshot {
  return {
    id: row.id,
    customer: row.customerId ?? `local_cus_${row.userId}`,
    status: row.status,
    cancel_at_period_end: row.cancelAtPeriodEnd,
    canceled_at: seconds(row.canceledAt),
    ended_at: seconds(row.endedAt),
    created: seconds(row.createdAt)!,
    metadata: { user_id: String(row.userId) },
    items: { data: row.currentPeriodEnd ? [{ current_period_end: seconds(row.currentPeriodEnd)! }] : [] },
  };
}

export function oneYearAfter(now: Date): Date {
  const end = new Date(now);
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
}

/**
 * The embedded checkout for development and `npm start`: no money moves, but paying builds the
 * same subscription object Stripe would send, and the same sync writes it. Its checkouts live in
 * `local_checkouts`; its subscriptions are the `subscriptions` rows themselves.
 */
export class LocalProvider implements BillingProvider {
  readonly name = 'local' as const;

  constructor(
    private readonly db: Db,
    /** Where the API answers in the browser, e.g. `${publicUrl}/api`. */
    private readonly apiUrl: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async ensureCustomer(user: BillingUser, existing: string | null): Promise<string> {
    return existing ?? `local_cus_${user.id}`;
  }

  /** Its customer ids are derived from the user's id, so there is nothing to look up. */
  async findCustomer(): Promise<string | null> {
    return null;
  }

  /** Idempotent like Stripe's: the same key answers the same checkout (its id is derived from the key). */
  async createCheckout(request: CheckoutRequest): Promise<CheckoutSnapshot> {
    const digest = createHash('sha256').update(request.idempotencyKey).digest('hex');
    const id = `local_cs_${digest.slice(0, 24)}`;
    await this.db
      .insert(localCheckouts)
      .values({
        id,
        userId: request.user.id,
        customerId: request.customerId,
        token: randomBytes(24).toString('base64url'),
        expiresAt: new Date(this.now().getTime() + CHECKOUT_LIFETIME_MS),
      })
      .onConflictDoNothing();
    const checkout = await this.retrieveCheckout(id);
    if (!checkout) throw new Error(`local checkout ${id} vanished`);
    return checkout;
  }

  async retrieveCheckout(id: string): Promise<CheckoutSnapshot | null> {
    const [row] = await this.db.select().from(localCheckouts).where(eq(localCheckouts.id, id));
    if (!row) return null;
    const status = row.status === 'open' && row.expiresAt <= this.now() ? 'expired' : row.status;
    return { id, status, url: this.checkoutUrl(id), subscriptionId: row.subscriptionId };
  }

  async retrieveSubscription(id: string): Promise<SubscriptionSnapshot | null> {
    const [row] = await this.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    return row ? snapshotOf(row) : null;
  }

  /** The local provider's subscriptions are the stored rows themselves; none renews, so a year run out is over. */
  async listLiveSubscriptions(customerId: string): Promise<SubscriptionSnapshot[]> {
    const rows = await this.db
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.customerId, customerId),
          inArray(subscriptions.status, [...LIVE_STATUSES]),
          isNull(subscriptions.endedAt),
          or(isNull(subscriptions.currentPeriodEnd), gt(subscriptions.currentPeriodEnd, this.now())),
        ),
      );
    return rows.map(snapshotOf);
  }

  async setCancelAtPeriodEnd(id: string, cancel: boolean): Promise<SubscriptionSnapshot> {
    const current = await this.retrieveSubscription(id);
    if (!current) throw new Error(`No local subscription ${id}`);
    return {
      ...current,
      cancel_at_period_end: cancel,
      canceled_at: cancel ? seconds(this.now()) : null,
    };
  }

  /** What paying at the local checkout produces: a one-year subscription starting now. */
  newSubscription(userId: number, customerId: string): SubscriptionSnapshot {
    const now = this.now();
    return {
      id: `local_sub_${randomBytes(12).toString('hex')}`,
      customer: customerId,
      status: 'active',
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      created: seconds(now)!,
      metadata: { user_id: String(userId) },
      items: { data: [{ current_period_end: seconds(oneYearAfter(now))! }] },
    };
  }

  /**
   * What declining at the local checkout produces: the subscription Stripe leaves behind when the
   * first payment is declined and never made, `incomplete_expired`. It grants nothing. Stripe
   * waits 23 hours for a retry before that status; the local checkout offers no retry, so its
   * decline is final at once.
   */
  declinedSubscription(userId: number, customerId: string): SubscriptionSnapshot {
    const now = this.now();
    return {
      ...this.newSubscription(userId, customerId),
      status: 'incomplete_expired',
      ended_at: seconds(now),
    };
  }

  private checkoutUrl(id: string): string {
    return `${this.apiUrl}/checkout/local/${id}`;
  }
}
