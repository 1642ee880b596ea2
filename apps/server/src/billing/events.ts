import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { Db } from '../db/index.ts';
import { billingAccounts, type billingEvents } from '../db/schema/billing.ts';
import { users } from '../db/schema/core.ts';
import { linkCustomer } from './customer-link.ts';
import { customerIdOf } from './provider.ts';
import type { StripeProvider } from './stripe-provider.ts';
import { syncSubscription } from './sync.ts';

type Ref = string | { readonly id: string } | null | undefined;
const idOf = (ref: Ref) => (typeof ref === 'string' ? ref : (ref?.id ?? null));

/** The part of an event's object that names a subscription or a customer, whatever the object is. */
interface EventObject {
  readonly id?: string;
  readonly customer?: Ref;
  readonly subscription?: Ref;
  readonly parent?: { readonly subscription_details?: { readonly subscription?: Ref } | null } | null;
}

/** Events about a subscription: the payload only says which one; its state is re-read from Stripe. */
const SUBSCRIPTION_EVENTS = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'customer.subscription.resumed',
  'invoice.paid',
  'invoice.payment_failed',
  'invoice.payment_succeeded',
]);
/** Events about a customer: one that names its user (`metadata.user_id`) links the two. */
const CUSTOMER_EVENTS = new Set(['customer.created', 'customer.updated']);

/**
 * Which subscription an event is about: undefined for event types we do not handle, null when
 * a handled event names none (a checkout without a subscription).
 */
export function subscriptionIdOf(event: Stripe.Event): string | null | undefined {
  const object = event.data.object as EventObject;
  if (!SUBSCRIPTION_EVENTS.has(event.type)) return undefined;
  if (event.type === 'checkout.session.completed') return idOf(object.subscription);
  if (event.type.startsWith('customer.subscription.')) return object.id ?? null;
  // Invoices: API 2025-03-31+ moved it under parent; older payloads had it at the top.
  return idOf(object.parent?.subscription_details?.subscription) ?? idOf(object.subscription);
}

/** What the event store keeps of a verified event: the ids applying it needs, nothing personal. */
export function referencesOf(event: Stripe.Event) {
  const object = event.data.object as EventObject;
  return {
    objectId: typeof object.id === 'string' ? object.id : null,
    subscriptionId: subscriptionIdOf(event) ?? null,
    customerId: CUSTOMER_EVENTS.has(event.type) ? (object.id ?? null) : idOf(object.customer),
  };
}

type StoredEvent = typeof billingEvents.$inferSelect;

/** How applying a stored event ended: done, or waiting for its Stripe customer to be linked to a user. */
export type Settlement =
  | { readonly state: 'applied' }
  | { readonly state: 'parked'; readonly customerId: string };

const APPLIED: Settlement = { state: 'applied' };

/** A `user_id` we set in Stripe metadata, when it is a well-formed one. */
function userIdIn(metadata: Readonly<Record<string, string>> | null | undefined): number | null {
  const id = Number(metadata?.user_id);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * Applies one stored event. Events arrive late, twice and out of order, so the stored event only
 * says which subscription (or customer) to look at; its state is re-read from Stripe. Throws when
 * Stripe or the database fails, so the worker tries again later.
 */
export async function applyStoredEvent(
  db: Db,
  stripe: StripeProvider,
  event: StoredEvent,
  log: FastifyBaseLogger,
  now: Date = new Date(),
): Promise<Settlement> {
  const ref = { eventId: event.id, type: event.type };
  if (CUSTOMER_EVENTS.has(event.type)) {
    const customer = event.customerId ? await stripe.retrieveCustomer(event.customerId) : null;
    const userId = userIdIn(customer?.metadata);
    if (!customer || userId === null) return APPLIED;
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (user && !(await linkCustomer(db, user.id, customer.id, now))) {
      log.warn({ ...ref, customerId: customer.id, userId }, 'Stripe customer names a user linked to another');
    }
    return APPLIED;
  }
  if (!SUBSCRIPTION_EVENTS.has(event.type)) {
    log.info(ref, 'Stripe event type not handled; acknowledged');
    return APPLIED;
  }
  if (!event.subscriptionId) return APPLIED;
  const sub = await stripe.retrieveSubscription(event.subscriptionId);
  if (!sub) {
    log.warn({ ...ref, subscriptionId: event.subscriptionId }, 'Stripe event names an unknown subscription');
    return APPLIED;
  }
  const userId = await syncSubscription(db, sub, 'stripe', now);
  if (userId === null) {
    // Ours name their user; one of a user since deleted is dropped, any other waits for its customer.
    if (userIdIn(sub.metadata) !== null) {
      log.warn({ ...ref, subscriptionId: sub.id }, 'Stripe subscription belongs to a deleted user');
      return APPLIED;
    }
    log.info({ ...ref, customerId: customerIdOf(sub) }, 'Stripe customer not linked to a user yet; kept');
    return { state: 'parked', customerId: customerIdOf(sub) };
  }
  if (event.type === 'checkout.session.completed' && event.objectId) {
    await db
      .update(billingAccounts)
      .set({ lastCheckoutId: null })
      .where(and(eq(billingAccounts.userId, userId), eq(billingAccounts.lastCheckoutId, event.objectId)));
  }
  return APPLIED;
}
