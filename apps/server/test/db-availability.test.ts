import { apiErrorSchema } from '@ringalong/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, signIn, startSignIn, type TestApp } from './helpers.ts';

// Runs on PGlite and on PostgreSQL alike: the database is closed under the running app, the
// one fault both engines share. Network faults of PostgreSQL are in test/postgres/.
let t: TestApp;
let cookie: string;
/** A sign-in that reached the provider's answer before the database went away. */
let pending: Awaited<ReturnType<typeof startSignIn>>;
beforeAll(async () => {
  t = await buildTestApp();
  cookie = await signIn(t.baseUrl, { name: 'Bea Ringer', email: 'bea@example.com' });
  pending = await startSignIn(t.baseUrl, { name: 'Cy Ringer', email: 'cy@example.com' });
});
afterAll(() => t.close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${t.baseUrl}${path}`, { headers });

describe('health endpoints and a database that is gone', () => {
  it('is live and ready while the database answers', async () => {
    const live = await get('/health/live');
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'live' });
    const ready = await get('/health/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', checks: { database: 'up' } });
  });

  it('answers 503 with Retry-After and a clear message, stays live and reports not ready', async () => {
    await t.app.database.close();
    for (const [path, headers] of [
      ['/songs/public', {}],
      ['/api/songs/public', {}],
      ['/auth/me', { cookie }],
    ] as const) {
      const response = await get(path, headers);
      expect(response.status, path).toBe(503);
      expect(response.headers.get('retry-after'), path).toBe('5');
      const body = apiErrorSchema.parse(await response.json());
      expect(body.message).toBe('The database is unavailable; try again shortly.');
    }
    // Readiness keeps its last answer for a second, so it turns within that.
    await vi.waitFor(
      async () => {
        const ready = await get('/health/ready');
        expect(ready.status).toBe(503);
        expect(await ready.json()).toEqual({ status: 'unavailable', checks: { database: 'down' } });
      },
      { timeout: 15_000, interval: 200 },
    );
    expect((await get('/health/live')).status).toBe(200);
  });

  it('says so on a page, instead of "sign-in failed", when the sign-in callback cannot reach the database', async () => {
    const response = await fetch(pending.callbackUrl, {
      headers: { cookie: pending.jar.header() },
      redirect: 'manual',
    });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await response.text();
    expect(page).toContain('The database is unavailable; try again shortly.');
    expect(page).toContain('href="/"');
  });

  it('answers 503 to a new sign-in while the database is gone', async () => {
    const response = await fetch(`${t.baseUrl}/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: t.baseUrl },
      body: '{}',
    });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
  });
});
