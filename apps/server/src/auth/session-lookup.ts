import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { sessions, users } from '../db/schema/index.ts';
import type { PlanRow } from '../plans/plan.ts';

export interface SessionRow {
  readonly userId: number;
  readonly displayName: string;
  readonly email: string | null;
  readonly lastSeenAt: Date;
  readonly expiresAt: Date;
  /**
   * The user's subscription rows, read in the same query when asked for (song requests, whose
   * access depends on the plan); undefined otherwise.
   */
  readonly subscriptions?: readonly PlanRow[];
}

/**
 * The user's subscriptions as one JSON value of the session row (no second round trip for the
 * plan): `[[id, status, current_period_end, cancel_at_period_end, canceled_at, ended_at, created_at], ...]`.
 */
const subscriptionsJson = (userId: string) => `(select coalesce(json_agg(json_build_array(b.id, b.status,
  b.current_period_end, b.cancel_at_period_end, b.canceled_at, b.ended_at, b.created_at)), '[]')::text
  from subscriptions b where b.user_id = ${userId})`;

type SubscriptionTuple = [string, string, string | null, boolean, string | null, string | null, string];
const dateOrNull = (iso: string | null) => (iso === null ? null : new Date(iso));

function subscriptionRows(json: string): PlanRow[] {
  return (JSON.parse(json) as SubscriptionTuple[]).map(
    ([id, status, periodEnd, cancelAtPeriodEnd, canceledAt, endedAt, createdAt]) => ({
      id,
      status,
      currentPeriodEnd: dateOrNull(periodEnd),
      cancelAtPeriodEnd,
      canceledAt: dateOrNull(canceledAt),
      endedAt: dateOrNull(endedAt),
      createdAt: new Date(createdAt),
    }),
  );
}

/** The only shape a stored token hash has (SHA-256 in base64url), checked before it meets SQL text. */
const TOKEN_HASH = /^[A-Za-z0-9_-]{43}$/;
const statementName = (withPlan: boolean) =>
  withPlan ? 'ringalong_load_session_plan' : 'ringalong_load_session';

function prepareDrizzleLookup(db: Db, withPlan: boolean) {
  return db
    .select({
      userId: users.id,
      displayName: users.displayName,
      email: users.email,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      subscriptions: sql<string | null>`${sql.raw(withPlan ? subscriptionsJson('"users"."id"') : 'null')}`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare(statementName(withPlan));
}

interface PgliteRow {
  id: number;
  display_name: string;
  email: string | null;
  last_seen_at: Date;
  expires_at: Date;
  subscriptions: string | null;
}

/**
 * On PGlite a parameterised query costs six calls into the WebAssembly engine (parse, describe,
 * bind, describe, execute, sync) plus a copy of every type parser; that was most of the CPU of
 * an API request. One simple-protocol EXECUTE of a statement prepared once per engine costs about
 * a fifth. The hash is our own SHA-256 digest, and is checked for its exact shape before use.
 */
async function pgliteLookup(
  client: PGlite,
  statement: string,
  prepared: Promise<unknown>,
  tokenHash: string,
) {
  if (!TOKEN_HASH.test(tokenHash)) throw new Error('not a session token hash');
  await prepared;
  const [result] = await client.exec(`execute ${statement}('${tokenHash}')`);
  const row = result?.rows[0] as PgliteRow | undefined;
  if (!row) return undefined;
  return {
    userId: row.id,
    displayName: row.display_name,
    email: row.email,
    lastSeenAt: row.last_seen_at,
    expiresAt: row.expires_at,
    subscriptions: row.subscriptions === null ? undefined : subscriptionRows(row.subscriptions),
  } satisfies SessionRow;
}

type Lookup = (tokenHash: string) => Promise<SessionRow | undefined>;
const lookups = new WeakMap<Db, { plain: Lookup; withPlan: Lookup }>();

function buildLookup(db: Db, withPlan: boolean): Lookup {
  const client = (db as { $client?: unknown }).$client;
  const statement = statementName(withPlan);
  if (client instanceof PGlite) {
    // Prepared once, before any lookup of this database can run.
    const prepared = client.exec(
      `prepare ${statement}(text) as
       select u.id, u.display_name, u.email, s.last_seen_at, s.expires_at,
         ${withPlan ? subscriptionsJson('u.id') : 'null::text'} as subscriptions
       from sessions s join users u on u.id = s.user_id where s.token_hash = $1`,
    );
    // Failing here fails every lookup loudly; the guard only keeps Node from also crashing on it.
    prepared.catch(() => {});
    return (hash) => pgliteLookup(client, statement, prepared, hash);
  }
  const query = prepareDrizzleLookup(db, withPlan);
  return async (hash) => {
    const [row] = await query.execute({ tokenHash: hash });
    if (!row) return undefined;
    const { subscriptions, ...rest } = row;
    return { ...rest, subscriptions: subscriptions === null ? undefined : subscriptionRows(subscriptions) };
  };
}

/**
 * The session and its user for a token hash, in one query that is built once per database: every
 * API request runs it. With `withPlan`, the same query also reads the user's subscriptions, so a
 * song request needs no second round trip for its plan check. PostgreSQL keeps each named
 * statement's plan per connection.
 */
export function findSession(db: Db, tokenHash: string, withPlan = false): Promise<SessionRow | undefined> {
  let built = lookups.get(db);
  if (!built) {
    built = { plain: buildLookup(db, false), withPlan: buildLookup(db, true) };
    lookups.set(db, built);
  }
  return (withPlan ? built.withPlan : built.plain)(tokenHash);
}
