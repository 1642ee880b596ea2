import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type BuildOptions, buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import type { Db } from '../src/db/index.ts';
import { subscriptions } from '../src/db/schema/index.ts';
import { CookieJar } from './cookie-jar.ts';
import { TEST_DATABASE_TIMEOUTS } from './database-timeouts.ts';
import { freshPostgresDatabase, openFreshMemoryDatabase } from './fresh-database.ts';

export { CookieJar };

/** The session cookie's name outside production. */
export const SESSION_COOKIE = 'ringalong_session';

export interface TestApp {
  readonly app: FastifyInstance;
  /** e.g. http://127.0.0.1:41234 (also the PUBLIC_URL). */
  readonly baseUrl: string;
  readonly db: Db;
  close(): Promise<void>;
}

export type TestOverrides = Partial<Config> & {
  readonly env?: Record<string, string>;
  /** PostgreSQL only: the app reaches its fresh database through this address (a fault proxy). */
  readonly databaseAddress?: { readonly host: string; readonly port: number };
  readonly webDist?: string;
  readonly pageRenderer?: string;
  readonly logStream?: { write(line: string): void };
  readonly onRoute?: BuildOptions['onRoute'];
};

/** A folder that never exists: the app then serves its page as before a build. */
const NO_WEB_BUILD = fileURLToPath(new URL('./no-web-build/', import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function viaAddress(url: string, address: TestOverrides['databaseAddress']): string {
  if (!address) return url;
  const routed = new URL(url);
  routed.hostname = address.host;
  routed.port = String(address.port);
  return routed.href;
}

/**
 * The real app on a fresh database (PGlite in a folder of its own, copied from the run's migrated
 * template, or a new database on the PostgreSQL of DATABASE_URL), listening on a loopback port
 * because the local OIDC provider needs real HTTP.
 */
export async function buildTestApp(overrides: TestOverrides = {}): Promise<TestApp> {
  const {
    env = {},
    webDist,
    pageRenderer,
    logStream,
    onRoute,
    databaseAddress,
    ...configOverrides
  } = overrides;
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const postgres = process.env.DATABASE_URL ? await freshPostgresDatabase(process.env.DATABASE_URL) : null;
  const memory = postgres ? null : await openFreshMemoryDatabase();
  const config: Config = {
    ...loadConfig({
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: ':memory:',
      ...(postgres ? { DATABASE_URL: viaAddress(postgres.url, databaseAddress) } : {}),
      ...env,
    }),
    // The identity provider answers in the same process: on a loaded machine it may take longer
    // than production's 4 s (a test of giving up on a hanging provider sets its own).
    identityTimeoutMs: 15_000,
    // PostgreSQL's bounds likewise (test/fresh-database.ts); the database faults' tests set production's.
    databaseTimeouts: TEST_DATABASE_TIMEOUTS,
    ...configOverrides,
  };
  const app = await buildApp(config, {
    ...(memory ? { database: memory } : {}),
    // The web app's build is never read from its usual place: `npm test` builds it beside these
    // tests, and a file read mid-build failed a run (a page renderer whose chunks were not written
    // yet). A test that wants a built app or renderer makes its own.
    webDist: webDist ?? NO_WEB_BUILD,
    pageRenderer: pageRenderer ?? join(NO_WEB_BUILD, 'render-page.js'),
    ...(logStream ? { logStream } : {}),
    ...(onRoute ? { onRoute } : {}),
  });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    baseUrl,
    db: app.db,
    close: async () => {
      await app.close();
      await postgres?.drop();
      await memory?.close();
    },
  };
}

/** Follows redirects by hand, keeping cookies, until a non-redirect answer or `stopAt` matches. */
export async function browse(
  jar: CookieJar,
  start: string,
  init: RequestInit = {},
  stopAt?: (url: URL) => boolean,
): Promise<{ response: Response; url: URL }> {
  let url = new URL(start);
  let request: RequestInit = init;
  for (let hop = 0; hop < 20; hop++) {
    if (stopAt?.(url)) return { response: new Response(null, { status: 204 }), url };
    const headers = new Headers(request.headers);
    const cookie = jar.header();
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(url, { ...request, headers, redirect: 'manual' });
    jar.store(response);
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) return { response, url };
    await response.body?.cancel();
    url = new URL(location, url);
    request = {};
  }
  throw new Error('Too many redirects');
}

export interface Person {
  readonly name: string;
  readonly email: string;
}

/**
 * Runs the sign-in flow up to the moment the provider sends the browser back to /auth/callback:
 * POST /auth/sign-in, the provider's pages, the login form. Answers that callback URL unvisited.
 */
export async function startSignIn(baseUrl: string, person: Person, jar = new CookieJar()) {
  const start = await fetch(`${baseUrl}/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: '{}',
  });
  jar.store(start);
  if (start.status !== 200) throw new Error(`sign-in answered ${start.status}: ${await start.text()}`);
  const { url } = (await start.json()) as { url: string };
  const page = await browse(jar, url);
  const html = await page.response.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`no login form at ${page.url}: ${html.slice(0, 200)}`);
  const isCallback = (u: URL) => u.pathname === '/auth/callback';
  const done = await browse(
    jar,
    new URL(action, page.url).href,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseUrl },
      body: new URLSearchParams({ name: person.name, email: person.email }).toString(),
    },
    isCallback,
  );
  if (!isCallback(done.url)) {
    throw new Error(
      `the provider did not return to the app: ${done.url} ${done.response.status} ${(await done.response.text()).replace(/\s+/g, ' ').slice(0, 300)}`,
    );
  }
  return { jar, callbackUrl: done.url.href };
}

/** The whole sign-in flow over HTTP; answers the `Cookie` header value for later requests. */
export async function signIn(baseUrl: string, person: Person): Promise<string> {
  const { jar, callbackUrl } = await startSignIn(baseUrl, person);
  const landed = await browse(jar, callbackUrl);
  if (!landed.url.search.includes('signedIn=1') || !jar.get(SESSION_COOKIE)) {
    throw new Error(`sign-in did not complete: landed on ${landed.url}`);
  }
  return jar.header([SESSION_COOKIE]);
}

/** The signed-in user's id for a cookie from `signIn`. */
export async function userIdOf(baseUrl: string, cookie: string): Promise<number> {
  const response = await fetch(`${baseUrl}/auth/me`, { headers: { cookie } });
  const body = (await response.json()) as { user_id: number };
  return body.user_id;
}

/** Writes an active subscription row, which makes the user upgraded until `periodEnd`. */
export async function makeUpgraded(
  db: Db,
  userId: number,
  periodEnd = new Date(Date.now() + 365 * 86_400_000),
) {
  const id = `local_test_${randomBytes(6).toString('hex')}`;
  await db.insert(subscriptions).values({
    id,
    userId,
    provider: 'local',
    customerId: `local_cus_${userId}`,
    status: 'active',
    currentPeriodEnd: periodEnd,
  });
  return id;
}

/** Ends every subscription of the user as of a moment ago: they are no longer upgraded. */
export async function endSubscriptions(db: Db, userId: number) {
  const past = new Date(Date.now() - 1000);
  await db
    .update(subscriptions)
    .set({ status: 'canceled', currentPeriodEnd: past, endedAt: past, canceledAt: past })
    .where(eq(subscriptions.userId, userId));
}
