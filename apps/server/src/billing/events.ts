import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { Db } from '../db/index.ts';
import { billingAccounts } from '../db/schema/billing.ts';
import type { BillingProvider } from './provider.ts';
import { syncSubscription } from './sync.ts';

type Ref = string | { readonly id: string } | null | undefined;
const idOf = (ref: Ref) => (typeof ref === 'string' ? ref : (ref?.id ?? null));

/** The part of an event's object that names a subscription, whatever the object is. */
interface EventObject {
  readonly id?: string;
  readonly subscription?: Ref;
  readonly parent?: { readonly subscription_details?: { readonly subscription?: Ref } | null } | null;
}

/**
 * Which subscription an event is about: undefined for event types we do not handle, null when
 * a handled event names none (a checkout without a subscription).
 */
export function subscriptionIdOf(event: Stripe.Event): string | null | undefined {
  const object = event.data.object as EventObject;
  switch (event.type) {
    case 'checkout.session.completed':
      return idOf(object.subscription);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.paused':
    case 'customer.subscription.resumed':
      return object.id ?? null;
    case 'invoice.paid':
    case 'invoice.payment_failed':
    case 'invoice.payment_succeeded':
      // API 2025-03-31+ moved it under parent; older payloads had it at the top.
      return idOf(object.parent?.subscription_details?.subscription) ?? idOf(object.subscription);
    default:
      return undefined;
  }
}

/**
 * Applies one verified event. Events arrive late, twice and out of order, so the payload only
 * says which subscription to look at; its state is re-read from Stripe.
 */
export async function handleStripeEvent(
  db: Db,
  stripe: BillingProvider,
  event: Stripe.Event,
  log: FastifyBaseLogger,
  now: Date = new Date(),
): Promise<void> {
  const subscriptionId = subscriptionIdOf(event);
  if (subscriptionId === undefined) {
    log.info({ eventId: event.id, type: event.type }, 'Stripe event type not handled; acknowledged');
    return;
  }
  if (subscriptionId === null) return;
  const sub = await stripe.retrieveSubscription(subscriptionId);
  if (!sub) {
    log.warn({ eventId: event.id, subscriptionId }, 'Stripe event names a subscription Stripe does not know');
    return;
  }
  const userId = await syncSubscription(db, sub, 'stripe', now);
  if (userId === null) {
    log.warn({ eventId: event.id, subscriptionId }, 'Stripe subscription belongs to no known user');
    return;
  }
  if (event.type === 'checkout.session.completed') {
    const checkoutId = (event.data.object as EventObject).id;
    if (checkoutId) {
      await db
        .update(billingAccounts)
        .set({ lastCheckoutId: null })
        .where(and(eq(billingAccounts.userId, userId), eq(billingAccounts.lastCheckoutId, checkoutId)));
    }
  }
}
