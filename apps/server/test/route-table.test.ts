import { apiRoutes, routePath } from '@ringalong/contract';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../src/api-prefix.ts';
import { type Caller, call, person } from './fixtures.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

/** The only routes outside the contract's route table, each with why. */
const OUTSIDE_THE_TABLE = [
  // Health checks for load balancers and orchestrators.
  'GET /health/live',
  'GET /health/ready',
  // The browser's return from the identity provider: a redirect, not a JSON operation.
  'GET /auth/callback',
  // The table itself, as an OpenAPI document.
  'GET /openapi.json',
  // Stripe's event deliveries (a signed raw body).
  'POST /webhooks/stripe',
  // Without Stripe only: the local checkout's pages.
  'GET /checkout/local/:id',
  'POST /checkout/local/:id/pay',
  'POST /checkout/local/:id/decline',
  'POST /checkout/local/:id/cancel',
  // Without an identity provider only: the local sign-in provider.
  'ALL /oidc',
  'ALL /oidc/*',
  'GET /oidc/interaction/:uid',
  'POST /oidc/interaction/:uid/login',
  // A rehearsal room's WebSocket (an upgrade, not a JSON answer; its messages are in the contract).
  'GET /rooms/:id/ws',
  // The web app (here its placeholder: the build's files are routes of their own) and CORS preflights.
  'GET /',
  // A song's address and its embedded player: the web app's page with the song (plugins/song-pages.ts).
  'GET /s/*',
  'GET /embed/*',
  'OPTIONS *',
];

/** `GET /songs/:id`; every method at once is `ALL`; the HEAD Fastify adds beside each GET is left out. */
function namesOf(route: RouteOptions): string[] {
  const methods = [route.method].flat();
  if (methods.length > 1) return [`ALL ${route.url}`];
  return methods.filter((method) => method !== 'HEAD').map((method) => `${method} ${route.url}`);
}

let t: TestApp;
const registered: string[] = [];
let member: Caller;

beforeAll(async () => {
  t = await buildTestApp({
    webDist: '/nonexistent/ringalong-web-dist',
    onRoute: (route) => registered.push(...namesOf(route)),
  });
  member = await person(t, 'Tabled', false);
});
afterAll(() => t.close());

describe("the server's routes", () => {
  it("are the contract's route table, each once, plus the routes named outside it", () => {
    const table = apiRoutes.map((route) => `${route.method} ${route.path}`);
    expect([...registered].sort()).toEqual([...table, ...OUTSIDE_THE_TABLE].sort());
  });

  it('answer under /api as at the root (one route each, reached by rewriting the URL)', async () => {
    const [root, prefixed] = await Promise.all(
      ['', API_PREFIX].map((prefix) => call(t, { method: 'GET', url: `${prefix}/songs/public` })),
    );
    expect(prefixed?.statusCode).toBe(200);
    expect(prefixed?.json()).toEqual(root?.json());
  });

  it("refuse a caller the table's auth does not admit, before reading the request", async () => {
    for (const route of apiRoutes.filter((r) => r.auth !== 'none')) {
      const url = routePath(route.path, { id: 1 });
      const anonymous = await call(t, { method: route.method, url, payload: {} });
      expect(anonymous.statusCode, `${route.method} ${route.path} signed out`).toBe(401);
      if (route.auth === 'upgraded') {
        const withoutPlan = await call(t, { method: route.method, url, payload: {}, as: member });
        expect(withoutPlan.statusCode, `${route.method} ${route.path} without a plan`).toBe(403);
      }
    }
  });

  it("validate what the table's schemas describe: path, query, headers and body", async () => {
    const badId = await call(t, { method: 'GET', url: '/songs/0' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toMatch(/^id: /);
    const badQuery = await call(t, { method: 'GET', url: '/songs/public?bellMin=x' });
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json().message).toMatch(/^bellMin: /);
    const badBody = await call(t, {
      method: 'POST',
      url: '/user/update-username',
      payload: { name: 'X', extra: 1 },
      as: member,
    });
    expect(badBody.statusCode).toBe(400);
  });
});
