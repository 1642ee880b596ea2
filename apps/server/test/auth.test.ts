import { apiErrorSchema, meResponseSchema, SIGN_IN_FAILED_QUERY } from '@ringalong/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverSecrets, sessions } from '../src/db/schema/index.ts';
import {
  browse,
  buildTestApp,
  CookieJar,
  SESSION_COOKIE,
  signIn,
  startSignIn,
  type TestApp,
  userIdOf,
} from './helpers.ts';

let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  t = await buildTestApp({ logLevel: 'info', logStream: { write: (line) => logLines.push(line) } });
});
afterAll(() => t.close());

const me = (cookie?: string) => fetch(`${t.baseUrl}/auth/me`, { headers: cookie ? { cookie } : {} });
const post = (path: string, body: unknown, cookie?: string) =>
  fetch(`${t.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: t.baseUrl, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });

describe('sign-in through the local provider', () => {
  it('signs in, and /auth/me answers the user at the root and under /api', async () => {
    const cookie = await signIn(t.baseUrl, { name: 'Ada Ringer', email: 'ada@example.com' });
    const response = await me(cookie);
    expect(response.status).toBe(200);
    const body = meResponseSchema.parse(await response.json());
    expect(body).toMatchObject({ display_name: 'Ada Ringer', email: 'ada@example.com' });
    const underApi = await fetch(`${t.baseUrl}/api/auth/me`, { headers: { cookie } });
    expect(await underApi.json()).toEqual(body);
  });

  it('answers 401 with the error body when signed out', async () => {
    const response = await me();
    expect(response.status).toBe(401);
    expect(apiErrorSchema.parse(await response.json()).statusCode).toBe(401);
  });

  it('sends the browser to the provider with PKCE, state, nonce and the three scopes', async () => {
    const response = await post('/auth/sign-in', {});
    const url = new URL(((await response.json()) as { url: string }).url);
    expect(url.origin + url.pathname).toBe(`${t.baseUrl}/oidc/auth`);
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toMatch(/.{20,}/);
    expect(url.searchParams.get('nonce')).toMatch(/.{20,}/);
    expect(url.searchParams.get('redirect_uri')).toBe(`${t.baseUrl}/auth/callback`);
  });

  it('refuses a returnTo on another site', async () => {
    const refused = await post('/auth/sign-in', { returnTo: '//evil.example/' });
    expect(refused.status).toBe(400);
  });

  it('lands on returnTo with signedIn=1', async () => {
    const start = await post('/auth/sign-in', { returnTo: '/success' });
    expect(start.status).toBe(200);
    const jar = new CookieJar();
    jar.store(start);
    const { url } = (await start.json()) as { url: string };
    const page = await browse(jar, url);
    const action = /action="([^"]+)"/.exec(await page.response.text())![1]!;
    const landed = await browse(jar, new URL(action, page.url).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: t.baseUrl },
      body: 'name=Cy&email=cy%40example.com',
    });
    expect(landed.url.pathname).toBe('/success');
    expect(landed.url.searchParams.get('signedIn')).toBe('1');
  });

  it('keeps one user per email and a new session id at every sign-in', async () => {
    const first = await signIn(t.baseUrl, { name: 'Dee', email: 'dee@example.com' });
    const second = await signIn(t.baseUrl, { name: 'Dee Again', email: 'DEE@example.com' });
    expect(second).not.toBe(first);
    expect(await userIdOf(t.baseUrl, second)).toBe(await userIdOf(t.baseUrl, first));
    const body = (await (await me(second)).json()) as { display_name: string };
    expect(body.display_name).toBe('Dee');
  });

  it('sets the session cookie httpOnly and SameSite=Lax', async () => {
    const { jar, callbackUrl } = await startSignIn(t.baseUrl, { name: 'Eve', email: 'eve@example.com' });
    const response = await fetch(callbackUrl, { headers: { cookie: jar.header() }, redirect: 'manual' });
    const line = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Lax/i);
    expect(line).toMatch(/Path=\//);
  });
});

describe('refused callbacks', () => {
  const refusedAt = async (url: string, cookie: string) => {
    const response = await fetch(url, { headers: { cookie }, redirect: 'manual' });
    return {
      location: response.headers.get('location'),
      session: response.headers
        .getSetCookie()
        .some((c) => c.startsWith(`${SESSION_COOKIE}=`) && !/Expires=Thu, 01 Jan 1970/.test(c)),
    };
  };

  it('refuses a replayed callback', async () => {
    const { jar, callbackUrl } = await startSignIn(t.baseUrl, { name: 'Fay', email: 'fay@example.com' });
    const cookie = jar.header();
    const first = await fetch(callbackUrl, { headers: { cookie }, redirect: 'manual' });
    expect(first.headers.get('location')).toContain('signedIn=1');
    const replay = await refusedAt(callbackUrl, cookie);
    expect(replay.location).toBe(`/?${SIGN_IN_FAILED_QUERY}`);
    expect(replay.session).toBe(false);
  });

  it('refuses a callback without its state', async () => {
    const { jar, callbackUrl } = await startSignIn(t.baseUrl, { name: 'Gil', email: 'gil@example.com' });
    const url = new URL(callbackUrl);
    url.searchParams.delete('state');
    const result = await refusedAt(url.href, jar.header());
    expect(result.location).toBe(`/?${SIGN_IN_FAILED_QUERY}`);
    expect(result.session).toBe(false);
  });

  it('refuses a callback with a changed state', async () => {
    const { jar, callbackUrl } = await startSignIn(t.baseUrl, { name: 'Hal', email: 'hal@example.com' });
    const url = new URL(callbackUrl);
    url.searchParams.set('state', 'guessed');
    expect((await refusedAt(url.href, jar.header())).location).toBe(`/?${SIGN_IN_FAILED_QUERY}`);
  });

  it('refuses a callback opened in another browser (no sign-in cookie)', async () => {
    const { callbackUrl } = await startSignIn(t.baseUrl, { name: 'Ivy', email: 'ivy@example.com' });
    const result = await refusedAt(callbackUrl, '');
    expect(result.location).toBe(`/?${SIGN_IN_FAILED_QUERY}`);
    expect(result.session).toBe(false);
  });
});

describe('sessions', () => {
  it('logout deletes the session, so the old cookie no longer works', async () => {
    const cookie = await signIn(t.baseUrl, { name: 'Jo', email: 'jo@example.com' });
    expect((await me(cookie)).status).toBe(200);
    const out = await post('/auth/logout', {}, cookie);
    expect(await out.json()).toEqual({ success: true });
    expect((await me(cookie)).status).toBe(401);
  });

  it('asks for a name again after logout, so another person can sign in on the same browser', async () => {
    const first = await startSignIn(t.baseUrl, { name: 'Pat', email: 'pat@example.com' });
    await browse(first.jar, first.callbackUrl);
    first.jar.store(await post('/auth/logout', {}, first.jar.header()));
    const second = await startSignIn(t.baseUrl, { name: 'Sam', email: 'sam@example.com' }, first.jar);
    await browse(second.jar, second.callbackUrl);
    const body = (await (await me(second.jar.header([SESSION_COOKIE]))).json()) as { display_name: string };
    expect(body.display_name).toBe('Sam');
  });

  it('ends a session after the idle time-out', async () => {
    const cookie = await signIn(t.baseUrl, { name: 'Kit', email: 'kit@example.com' });
    const userId = await userIdOf(t.baseUrl, cookie);
    await t.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 15 * 86_400_000) })
      .where(eq(sessions.userId, userId));
    expect((await me(cookie)).status).toBe(401);
  });

  it('ends a session at the absolute time-out even when in use', async () => {
    const cookie = await signIn(t.baseUrl, { name: 'Lu', email: 'lu@example.com' });
    const userId = await userIdOf(t.baseUrl, cookie);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, userId));
    expect((await me(cookie)).status).toBe(401);
  });

  it('ignores a cookie with a forged signature', async () => {
    expect((await me(`${SESSION_COOKIE}=abc.def`)).status).toBe(401);
  });
});

describe('POST /user/update-username', () => {
  it('sanitizes the name on the server and stores it', async () => {
    const cookie = await signIn(t.baseUrl, { name: 'Mo', email: 'mo@example.com' });
    const response = await post(
      '/user/update-username',
      { name: '  Mo!!   the   Great Ringer of Bells ' },
      cookie,
    );
    expect(await response.json()).toEqual({ success: true, name: 'Mo the Great Ringer' });
    expect(((await (await me(cookie)).json()) as { display_name: string }).display_name).toBe(
      'Mo the Great Ringer',
    );
  });

  it('gives an empty name a generated one', async () => {
    const cookie = await signIn(t.baseUrl, { name: 'Ned', email: 'ned@example.com' });
    const body = (await (await post('/user/update-username', { name: ' !!! ' }, cookie)).json()) as {
      name: string;
    };
    expect(body.name).toMatch(/^User\d{5}$/);
  });

  it('needs a signed-in user and a name', async () => {
    expect((await post('/user/update-username', { name: 'X' })).status).toBe(401);
    const cookie = await signIn(t.baseUrl, { name: 'Oz', email: 'oz@example.com' });
    expect((await post('/user/update-username', { name: 42 }, cookie)).status).toBe(400);
  });
});

describe('logs', () => {
  it('never carry cookies, authorization codes or the client secret', async () => {
    const { jar, callbackUrl } = await startSignIn(t.baseUrl, { name: 'Quinn', email: 'quinn@example.com' });
    const landed = await browse(jar, callbackUrl);
    expect(landed.url.searchParams.get('signedIn')).toBe('1');
    const session = jar.get(SESSION_COOKIE)!;
    const code = new URL(callbackUrl).searchParams.get('code')!;
    await me(jar.header([SESSION_COOKIE]));
    const logs = logLines.join('');
    expect(logs).toContain('/auth/callback');
    expect(logs).not.toContain(session);
    expect(logs).not.toContain(code);
    const [client] = await t.db
      .select()
      .from(serverSecrets)
      .where(eq(serverSecrets.name, 'local-oidc-client'));
    expect(logs).not.toContain((client!.value as { clientSecret: string }).clientSecret);
  });
});
