import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { songs, users } from './core.ts';

/**
 * POST /songs with an Idempotency-Key: the song that key made for that user, and a hash of the
 * request that made it. Kept a day (then pruned); the song's deletion drops its key with it.
 * `song_id` is filled in the transaction that claims the key, so no one ever reads it empty.
 */
export const songCreateRequests = pgTable(
  'song_create_requests',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    songId: integer('song_id').references(() => songs.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('song_create_requests_created_idx').on(t.createdAt),
  ],
);
