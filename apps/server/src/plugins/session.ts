import { createHash, randomBytes } from 'node:crypto';
import { eq, lt, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type {} from '../app-types.ts';
import { findSession } from '../auth/session-lookup.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import { sessions } from '../db/schema/index.ts';
import { httpError } from '../http-error.ts';
import type { PlanRow } from '../plans/plan.ts';

export interface SessionUser {
  readonly id: number;
  readonly displayName: string;
  readonly email: string | null;
  /**
   * The user's subscription rows as read with the session at the start of this request, so the
   * plan checks of song requests need no query of their own. Absent: read them when needed.
   */
  readonly subscriptions?: readonly PlanRow[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null; loaded from the session cookie before every API handler. */
    user: SessionUser | null;
    sessionTokenHash: string | null;
  }
}

/** A session ends after this long without a request... */
export const IDLE_TIMEOUT_MS = 14 * 24 * 3600_000;
/** ...and in any case this long after sign-in. */
export const ABSOLUTE_TIMEOUT_MS = 30 * 24 * 3600_000;
/** Last-seen is written at most this often, so reads stay reads. */
const TOUCH_INTERVAL_MS = 5 * 60_000;

/** `__Host-` pins the cookie to our exact origin over https; it needs Secure, which plain-http dev lacks. */
export function sessionCookieName(config: Config): string {
  return config.isProduction ? '__Host-ringalong_session' : 'ringalong_session';
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

function cookieOptions(config: Config) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: config.isProduction, signed: true };
}

/** Stores a new session for the user and answers its token, the cookie's (unsigned) value. */
export async function insertSession(db: Db, userId: number, now = Date.now()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insert(sessions)
    .values({ tokenHash: hashToken(token), userId, expiresAt: new Date(now + ABSOLUTE_TIMEOUT_MS) });
  return token;
}

/** Starts a fresh session (a new id every sign-in, so a planted cookie is worthless) and sets its cookie. */
export async function startSession(app: FastifyInstance, reply: FastifyReply, userId: number): Promise<void> {
  const token = await insertSession(app.db, userId);
  reply.setCookie(sessionCookieName(app.config), token, {
    ...cookieOptions(app.config),
    maxAge: Math.floor(ABSOLUTE_TIMEOUT_MS / 1000),
  });
}

export async function endSession(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  if (request.sessionTokenHash) {
    await app.db.delete(sessions).where(eq(sessions.tokenHash, request.sessionTokenHash));
  }
  request.user = null;
  request.sessionTokenHash = null;
  reply.clearCookie(sessionCookieName(app.config), cookieOptions(app.config));
}

/** The signed-in user, or a 401. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw httpError(401, 'Please sign in first.');
  return request.user;
}

async function loadSession(db: Db, tokenHash: string, now: number, withPlan: boolean) {
  const row = await findSession(db, tokenHash, withPlan);
  if (!row) return null;
  if (row.expiresAt.getTime() <= now || row.lastSeenAt.getTime() + IDLE_TIMEOUT_MS <= now) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return null;
  }
  if (now - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  return row;
}

/** Removes sessions past either time-out; run now and then so the table does not grow forever. */
export async function sweepSessions(db: Db, now = Date.now()): Promise<void> {
  await db
    .delete(sessions)
    .where(
      or(lt(sessions.expiresAt, new Date(now)), lt(sessions.lastSeenAt, new Date(now - IDLE_TIMEOUT_MS))),
    );
}

/**
 * Who the request's session cookie signs in, or null (a missing, forged or ended session, whose
 * cookie is cleared). `withPlan` reads the user's subscriptions in the same query.
 */
export async function sessionOf(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  withPlan: boolean,
): Promise<{ user: SessionUser; tokenHash: string } | null> {
  const name = sessionCookieName(app.config);
  const raw = request.cookies[name];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) {
    reply.clearCookie(name, cookieOptions(app.config));
    return null;
  }
  const tokenHash = hashToken(unsigned.value);
  const row = await loadSession(app.db, tokenHash, Date.now(), withPlan);
  if (!row) {
    reply.clearCookie(name, cookieOptions(app.config));
    return null;
  }
  const user = {
    id: row.userId,
    displayName: row.displayName,
    email: row.email,
    subscriptions: row.subscriptions,
  };
  return { user, tokenHash };
}

/** Registered inside the API context: every API request learns who is signed in. */
export const sessionPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    // Song routes check the plan (upgraded or not): it comes with the session, in the same query.
    const withPlan = request.routeOptions.url?.startsWith('/songs') ?? false;
    const session = await sessionOf(app, request, reply, withPlan);
    request.user = session?.user ?? null;
    request.sessionTokenHash = session?.tokenHash ?? null;
  });
});
