import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { songs, users } from './core.ts';

/**
 * POST /songs with an Idempotency-Key: the song that key made for that user, and a hash of the
 * request that made it. Kept a day (then pruned), also after the song is deleted: `song_id` is
 * filled in the transaction that claims the key, so an empty one means the song was deleted since,
 * and a late retry is told so rather than making the song again.
 */
export const songCreateRequests = pgTable(
  'song_create_requests',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    songId: integer('song_id').references(() => songs.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('song_create_requests_created_idx').on(t.createdAt),
  ],
);

/**
 * Rate-limit counters shared by every instance on the database: requests counted per key (route and
 * client) in a window that starts with the first request; see plugins/rate-limit-store.ts.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_window_idx').on(t.windowEndsAt)],
);
