import type { ChoirBody as Choir } from '@ringalong/contract';
import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './core.ts';

/**
 * A subscriber's choirs (issue 15): the whole choir as its document, under the id the client
 * made, so one user's ids never meet another's.
 */
export const choirs = pgTable(
  'choirs',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    document: jsonb('document').$type<Choir>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.id] })],
);
