/**
 * A fake server at the HTTP boundary: `fetch` answers with contract-shaped JSON, so the store,
 * the typed client and its schemas all run for real in component tests.
 */
import type { PlanObject, SongMetadata } from '@ringalong/song';
import { createDefaultSong, EMPTY_PLAN } from '@ringalong/song';
import { vi } from 'vitest';

export interface Call {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly body: unknown;
  readonly headers: Record<string, string>;
}

export interface Reply {
  readonly status?: number;
  readonly body?: unknown;
}

type Handler = (call: Call) => Reply | Promise<Reply>;

export function song(overrides: Partial<SongMetadata> = {}): SongMetadata {
  return {
    song_id: 7,
    title: 'Ode to Joy',
    display_name: 'Ada',
    user_id: 1,
    is_public: false,
    is_demo: false,
    bell_count: 5,
    view_count: 3,
    revision: 1,
    ...overrides,
  };
}

export const ACTIVE_PLAN: PlanObject = {
  ...EMPTY_PLAN,
  subscription_id: 'local_1',
  status: 'active',
  issued: '2026-01-05T00:00:00.000Z',
  created: '2026-01-05T00:00:00.000Z',
  current_period_end: '2027-01-05T00:00:00.000Z',
};

export const ME = { user_id: 1, display_name: 'Ada', email: 'ada@example.com' };

export function signedOutRoutes(): Record<string, Handler> {
  return {
    'GET /auth/me': () => ({
      status: 401,
      body: { statusCode: 401, error: 'Unauthorized', message: 'Not signed in' },
    }),
    'GET /songs/public': () => ({
      body: { songs: [song({ song_id: 1, title: 'Demo', is_demo: true, user_id: null })] },
    }),
    'GET /songs': () => ({ body: { songs: [] } }),
    'GET /songs/:id': () => ({ body: { failed: false, ...song(), song_object: createDefaultSong() } }),
  };
}

export function signedInRoutes(plan: PlanObject = EMPTY_PLAN): Record<string, Handler> {
  return {
    ...signedOutRoutes(),
    'GET /auth/me': () => ({ body: ME }),
    'GET /users/plan': () => ({ body: { planObject: plan } }),
  };
}

export function errorBody(status: number, message: string) {
  return { statusCode: status, error: 'Error', message, success: false, failed: true };
}

/** Installs the fake; route keys are 'METHOD /path' with ':id' standing for a number (or a path's last part). */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  const handlers = { ...routes };
  const fetchFake = vi.fn(async (input: string | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const method = init.method ?? 'GET';
    const headers = (init.headers ?? {}) as Record<string, string>;
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const call: Call = { method, path: url.pathname, query: url.searchParams, body, headers };
    calls.push(call);
    // A number in the path is ':id'; a route named by a client-made id (a choir) is tried with its last part as ':id'.
    const key = `${method} ${url.pathname.replace(/\/\d+(?=\/|$)/, '/:id')}`;
    const handler = handlers[key] ?? handlers[`${method} ${url.pathname.replace(/\/[^/]+$/, '/:id')}`];
    if (!handler) throw new TypeError(`Failed to fetch (${key} has no fake)`);
    const reply = await handler(call);
    return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchFake);
  return {
    calls,
    on(key: string, handler: Handler) {
      handlers[key] = handler;
    },
    find(method: string, path: string) {
      return calls.filter((c) => c.method === method && c.path === path);
    },
  };
}
