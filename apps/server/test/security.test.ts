import { apiErrorSchema } from '@ringalong/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, call, person, songBody } from './fixtures.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let writer: Caller;
beforeAll(async () => {
  t = await buildTestApp({
    rateLimits: { signIn: 4, writes: 40, joins: 1000 },
    webDist: '/nonexistent/dist',
  });
  writer = await person(t, 'Guard', true);
});
afterAll(() => t.close());

describe('cross-site requests', () => {
  it('refuses a write whose Origin is another site', async () => {
    const response = await call(t, {
      method: 'POST',
      url: '/songs',
      as: writer,
      payload: songBody(),
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(apiErrorSchema.parse(response.json()).message).toMatch(/cross-site/i);
  });

  it('refuses a cross-site write without Origin by its Sec-Fetch-Site', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { cookie: writer.cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('accepts only JSON bodies: a form or text post gets 415', async () => {
    for (const type of [
      'application/x-www-form-urlencoded',
      'text/plain',
      'multipart/form-data; boundary=x',
    ]) {
      const response = await call(t, {
        method: 'POST',
        url: '/songs',
        as: writer,
        payload: 'a=1',
        headers: { 'content-type': type },
      });
      expect(response.statusCode).toBe(415);
    }
  });

  it('allows CORS for the dev web origin only', async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/songs',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
    const dev = await preflight('http://localhost:5173');
    expect(dev.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(dev.headers['access-control-allow-credentials']).toBe('true');
    expect(String(dev.headers['access-control-allow-headers']).toLowerCase()).toContain('idempotency-key');
    const other = await preflight('https://evil.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('headers and error bodies', () => {
  it('sends security headers with a CSP that allows our assets and audio blobs, and no inline style or blob: script', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/media-src 'self' data: blob:/);
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toMatch(/script-src[^;]*blob:/);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers JSON 404 for unknown API paths and the app page for other paths', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(apiErrorSchema.parse(api.json()).statusCode).toBe(404);
    for (const url of ['/', '/success', '/success?session_id=1']) {
      const page = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('Ringalong');
    }
  });

  it('describes itself at /api/openapi.json', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const doc = response.json() as { servers: { url: string }[]; paths: Record<string, unknown> };
    expect(doc.servers[0]?.url).toBe('/api');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/songs/{id}', '/auth/me']));
  });

  it('never answers a 500 to arbitrary song bodies', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (payload) => {
        const response = await call(t, {
          method: 'POST',
          url: '/songs',
          as: writer,
          payload: JSON.stringify(payload),
          headers: { 'content-type': 'application/json' },
        });
        expect([201, 400]).toContain(response.statusCode);
      }),
      { numRuns: 30 },
    );
  });
});

describe('rate limits', () => {
  it('answers 429 with Retry-After once sign-ins come too fast', async () => {
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let i = 0; i < 6; i++) {
      const response = await call(t, { method: 'POST', url: '/auth/sign-in', payload: {} });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) retryAfter = String(response.headers['retry-after']);
    }
    expect(statuses).toContain(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});

describe('failures inside the server', () => {
  it('answer a generic 500 without internals', async () => {
    await t.db.execute('alter table songs rename to songs_gone');
    const response = await call(t, { method: 'GET', url: '/songs/public?text=gone' });
    expect(response.statusCode).toBe(500);
    const body = apiErrorSchema.parse(response.json());
    expect(body.message).not.toMatch(/songs|relation|sql/i);
    await t.db.execute('alter table songs_gone rename to songs');
  });
});
