import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * This database, told apart from every other: one row, made on first use, whose random id keeps
 * keys we send to shared outside services (Stripe's idempotency keys) from meeting another
 * database's (staging and production, two test databases) on the same account.
 */
export const installation = pgTable(
  'installation',
  {
    /** Always true: the primary key allows a single row. */
    singleton: boolean('singleton').primaryKey().default(true),
    id: uuid('id').notNull().defaultRandom(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('installation_single_row', sql`${t.singleton}`)],
);
