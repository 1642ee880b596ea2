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
  },
  (t) => [index('subscriptions_user_idx').on(t.userId)],
);

/**
 * Per user: the provider's customer (created once), the last checkout opened (so `/users/plan` can
 * reconcile when the webhook is late) and the song sent with subscribe, saved once access starts;
 * the song that saving created is remembered so the app can adopt it instead of saving a copy.
 * Subscribe locks this row, so two concurrent subscribes for one user take turns.
 */
export const billingAccounts = pgTable('billing_accounts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  customerId: text('customer_id').unique(),
  lastCheckoutId: text('last_checkout_id'),
  pendingSong: jsonb('pending_song').$type<Song>(),
  handedOverSongId: integer('handed_over_song_id').references(() => songs.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Stripe event ids already handled; the primary key makes every redelivery a no-op. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

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
