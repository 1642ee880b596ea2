import type { Song } from '@ringalong/song';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A person, known by the identity provider's subject; the system user owns the demo songs. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    displayName: text('display_name').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_identity_idx').on(t.issuer, t.subject)],
);

/** Server-side sessions; the cookie carries a random token and only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** One started sign-in: the secrets the callback checks, bound to the browser by a cookie. */
export const signInAttempts = pgTable('sign_in_attempts', {
  id: text('id').primaryKey(),
  state: text('state').notNull(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  returnTo: text('return_to').notNull(),
  createdAt: createdAt(),
});

export const songs = pgTable(
  'songs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    bellCount: integer('bell_count').notNull(),
    noteCount: integer('note_count').notNull(),
    /** Every bell of the song lies in the 8 Note Set; derived from the staves on each save. */
    eightNote: boolean('eight_note').notNull(),
    /**
     * The piece's difficulty level, 1-7 (`pieceDifficulty`), graded on each save. Null for a song
     * stored before the column, until `gradeUngradedSongs` grades it at start.
     */
    difficulty: integer('difficulty'),
    isPublic: boolean('is_public').notNull().default(false),
    isDemo: boolean('is_demo').notNull().default(false),
    viewCount: integer('view_count').notNull().default(0),
    revision: integer('revision').notNull().default(1),
    document: jsonb('document').$type<Song>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('songs_user_idx').on(t.userId, t.id),
    index('songs_public_idx').on(t.viewCount.desc(), t.id.desc()).where(sql`${t.isPublic}`),
    index('songs_public_eight_note_idx')
      .on(t.viewCount.desc(), t.id.desc())
      .where(sql`${t.isPublic} and ${t.eightNote}`),
    index('songs_demo_idx').on(t.id).where(sql`${t.isDemo}`),
    index('songs_title_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
  ],
);

/** Secrets the server makes for itself once (signing keys, cookie keys) and keeps across restarts. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: createdAt(),
});
