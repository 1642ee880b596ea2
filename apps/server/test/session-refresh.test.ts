import { sign } from '@fastify/cookie';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../src/db/schema/index.ts';
import { IDLE_TIMEOUT_MS, insertSession } from '../src/plugins/session.ts';
import { buildTestApp, SESSION_COOKIE, type TestApp } from './helpers.ts';

const SECRET = 'a-test-secret-long-enough-for-hmac-signing';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ sessionSecret: SECRET });
});
afterAll(() => t.close());

const cookieFor = (token: string) => `${SESSION_COOKIE}=${encodeURIComponent(sign(token, SECRET))}`;
const me = (cookie: string) => fetch(`${t.baseUrl}/auth/me`, { headers: { cookie } });

let people = 0;
/** A user with a session last seen `idleMs` ago, and the session's cookie. */
async function sessionIdleFor(idleMs: number) {
  const [user] = await t.db
    .insert(users)
    .values({ issuer: 'urn:test', subject: `s${++people}`, email: null, displayName: `Ringer ${people}` })
    .returning({ id: users.id });
  const token = await insertSession(t.db, user!.id);
  const lastSeenAt = new Date(Date.now() - idleMs);
  await t.db.update(sessions).set({ lastSeenAt }).where(eq(sessions.userId, user!.id));
  return { userId: user!.id, cookie: cookieFor(token), lastSeenAt };
}

async function storedLastSeen(userId: number) {
  const rows = await t.db
    .select({ lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return rows[0]?.lastSeenAt;
}

describe('session refresh on reads', () => {
  it('answers the user without writing when the session was seen within the last minutes', async () => {
    const s = await sessionIdleFor(60_000);
    const response = await me(s.cookie);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { user_id: number }).user_id).toBe(s.userId);
    expect((await storedLastSeen(s.userId))?.getTime()).toBe(s.lastSeenAt.getTime());
  });

  it('moves last-seen forward once the last touch is older than the write interval', async () => {
    const s = await sessionIdleFor(3600_000);
    const before = Date.now();
    expect((await me(s.cookie)).status).toBe(200);
    expect((await storedLastSeen(s.userId))!.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('keeps a session idle just under the time-out, and ends one just past it', async () => {
    const alive = await sessionIdleFor(IDLE_TIMEOUT_MS - 60_000);
    expect((await me(alive.cookie)).status).toBe(200);
    const idle = await sessionIdleFor(IDLE_TIMEOUT_MS + 1000);
    expect((await me(idle.cookie)).status).toBe(401);
    expect(await storedLastSeen(idle.userId)).toBeUndefined();
  });

  it('shows a name change on the very next request', async () => {
    const s = await sessionIdleFor(0);
    await me(s.cookie);
    await t.db.update(users).set({ displayName: 'Renamed Ringer' }).where(eq(users.id, s.userId));
    const body = (await (await me(s.cookie)).json()) as { display_name: string };
    expect(body.display_name).toBe('Renamed Ringer');
  });

  it('answers 401 to a correctly signed cookie carrying an unknown token full of SQL quotes', async () => {
    const response = await me(cookieFor("x'); delete from sessions; --"));
    expect(response.status).toBe(401);
    const s = await sessionIdleFor(0);
    expect((await me(s.cookie)).status).toBe(200);
  });
});
