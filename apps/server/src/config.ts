import { resolve } from 'node:path';
import { DIRECTOR_GRACE_MS, ROOM_IDLE_MS } from '@ringalong/contract';
import { z } from 'zod';
import { DATABASE_TIMEOUTS, type DatabaseTimeouts } from './db/postgres-pool.ts';

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(z.url().optional()),
  SESSION_SECRET: optionalText.pipe(
    z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  ),
  OIDC_ISSUER: optionalText.pipe(z.url().optional()),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_PRICE_ID: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  TRUST_PROXY: z.stringbool().default(false),
  RATE_LIMIT_SIGN_IN: z.coerce.number().int().positive().default(30),
  RATE_LIMIT_WRITES: z.coerce.number().int().positive().default(120),
  RATE_LIMIT_JOINS: z.coerce.number().int().positive().default(30),
  REDIS_URL: optionalText.pipe(z.url().optional()),
});

export interface OidcSettings {
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
}

export interface Config {
  readonly nodeEnv: 'development' | 'test' | 'production';
  readonly isProduction: boolean;
  readonly port: number;
  readonly host: string;
  /** Origin plus optional path the browser uses to reach us, without a trailing slash. */
  readonly publicUrl: string;
  readonly dataDir: string;
  /** PostgreSQL when set; otherwise PGlite under `dataDir` (or in memory when `dataDir` is ':memory:'). */
  readonly databaseUrl: string | undefined;
  readonly sessionSecret: string | undefined;
  /** An external issuer; null means the embedded local provider at `${publicUrl}/oidc`. */
  readonly oidc: OidcSettings | null;
  readonly stripe: {
    readonly secretKey: string;
    readonly webhookSecret: string;
    readonly priceId: string;
  } | null;
  readonly logLevel: string;
  readonly trustProxy: boolean;
  /** Requests per minute per client; tests lower these to see the limits bite. */
  readonly rateLimits: { readonly signIn: number; readonly writes: number; readonly joins: number };
  /**
   * Redis (or Valkey) when set: rehearsal rooms' state and messages, and the rate-limit counters,
   * shared by every instance; otherwise rooms live in this process and counters in the database.
   */
  readonly redisUrl: string | undefined;
  /** Rehearsal rooms' clocks (ms); tests shorten them to see a room end. */
  readonly rooms: RoomTimes;
  /**
   * Each request to the identity provider (discovery, token, signing keys) gives up after this
   * long (4 s). Tests wait longer: on a machine loaded many times over its cores, the provider in
   * the same process can take that long to answer.
   */
  readonly identityTimeoutMs: number;
  /**
   * PostgreSQL's bounds on every wait (`DATABASE_TIMEOUTS`: a request answered within 2 s whatever
   * the database does). Tests widen them, as they do `identityTimeoutMs`, but where the bounds
   * are the subject: on a machine loaded many times over its cores, opening a connection took
   * over the 1 s bound, and the pool then refused every query until its probe got through.
   */
  readonly databaseTimeouts: DatabaseTimeouts;
}

export interface RoomTimes {
  /** A room nobody joined and no leader sent to for this long ends. */
  readonly idleMs: number;
  /** A room whose director's last connection dropped ends this long after. */
  readonly directorGraceMs: number;
  /** How often each instance looks at its rooms for those ends. */
  readonly sweepMs: number;
  /** A connection that sends no hello for this long is closed. */
  readonly helloMs: number;
  /**
   * The wall clock (ms) a room's activity, idle time and director's grace are counted on:
   * `Date.now` unless a test moves time on itself, to see a room end without waiting an hour.
   */
  readonly now?: () => number;
}

export class ConfigError extends Error {}

/** Reads and checks the environment; throws ConfigError with a message meant for a person. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const problems: string[] = [];

  let oidc: OidcSettings | null = null;
  if (e.OIDC_ISSUER) {
    if (!e.OIDC_CLIENT_ID || !e.OIDC_CLIENT_SECRET) {
      problems.push('OIDC_ISSUER is set, so OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are required too.');
    } else oidc = { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET };
  }
  const stripe =
    e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET && e.STRIPE_PRICE_ID
      ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, priceId: e.STRIPE_PRICE_ID }
      : null;

  if (isProduction) {
    if (!oidc) {
      problems.push(
        'Production needs a real sign-in provider: set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET (the local provider is for development only).',
      );
    }
    if (!stripe) {
      problems.push(
        'Production needs Stripe: set STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_ID (the local checkout is for development only).',
      );
    }
    if (oidc && !oidc.issuer.startsWith('https://'))
      problems.push('Production needs an https:// OIDC_ISSUER.');
    if (!e.SESSION_SECRET) problems.push('Production needs SESSION_SECRET (at least 32 random characters).');
    if (!publicUrl.startsWith('https://')) problems.push('Production needs an https:// PUBLIC_URL.');
  }
  if (problems.length > 0) throw new ConfigError(`Refusing to start:\n  ${problems.join('\n  ')}`);

  return {
    nodeEnv: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir: e.DATA_DIR === ':memory:' ? ':memory:' : resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    sessionSecret: e.SESSION_SECRET,
    oidc,
    stripe,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustProxy: e.TRUST_PROXY,
    rateLimits: { signIn: e.RATE_LIMIT_SIGN_IN, writes: e.RATE_LIMIT_WRITES, joins: e.RATE_LIMIT_JOINS },
    redisUrl: e.REDIS_URL,
    rooms: { idleMs: ROOM_IDLE_MS, directorGraceMs: DIRECTOR_GRACE_MS, sweepMs: 2000, helloMs: 10_000 },
    identityTimeoutMs: 4000,
    databaseTimeouts: DATABASE_TIMEOUTS,
  };
}
