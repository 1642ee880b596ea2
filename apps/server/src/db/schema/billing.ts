import type { Song } from '@ringalong/song';
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { songs, users } from './core.ts';

/** One row per provider subscription (Stripe `sub_...` or local `local_...`); re-read from the provider on every event. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    customerId: text('customer_id'),
    status: text('status').notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When this row was last compared with the provider (or claimed for that); reconciliation reads it. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
  },
  (t) => [index('subscriptions_user_idx').on(t.userId)],
);

/**
 * Per user: the provider's customer (created once), the last checkout opened (so `/users/plan` can
 * reconcile when the webhook is late) and the song sent with subscribe, saved once access starts;
 * the song that saving created is remembered so the app can adopt it instead of saving a copy.
 * `checkoutAttempt` numbers the checkouts: concurrent subscribes of one attempt send Stripe the same
 * idempotency key and so get the same checkout, without holding a lock across the network call.
 */
export const billingAccounts = pgTable('billing_accounts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  customerId: text('customer_id').unique(),
  lastCheckoutId: text('last_checkout_id'),
  pendingSong: jsonb('pending_song').$type<Song>(),
  handedOverSongId: integer('handed_over_song_id').references(() => songs.id, { onDelete: 'set null' }),
  checkoutAttempt: integer('checkout_attempt').notNull().default(0),
  /**
   * Numbers the customer creations, as `checkoutAttempt` the checkouts: Stripe replays a stored
   * 5xx for a key for a day, so a creation it answered with one is retried under the next number.
   */
  customerAttempt: integer('customer_attempt').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Stripe's verified events, stored on arrival and applied afterwards by the billing worker. The
 * primary key makes every redelivery a no-op. Only what applying needs is kept (ids, no payload).
 * `state`: `received` (to apply at `next_attempt_at`), `applied`, `parked` (its Stripe customer
 * belongs to no user yet; applied once one is linked) or `failed` (given up; a redelivery re-arms it).
 */
export const billingEvents = pgTable(
  'billing_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    state: text('state').notNull().default('received'),
    objectId: text('object_id'),
    subscriptionId: text('subscription_id'),
    customerId: text('customer_id'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [
    index('billing_events_due_idx').on(t.state, t.nextAttemptAt),
    index('billing_events_customer_idx').on(t.customerId),
  ],
);

/** Checkouts of the embedded provider; the token rides in the page's forms against cross-site posts. */
export const localCheckouts = pgTable(
  'local_checkouts',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').notNull(),
    token: text('token').notNull(),
    status: text('status').notNull().default('open'),
    subscriptionId: text('subscription_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('local_checkouts_user_idx').on(t.userId)],
);
