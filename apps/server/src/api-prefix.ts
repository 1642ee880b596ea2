import type { FastifyInstance } from 'fastify';

/** Spec section 7: pages not on localhost call the API at their own origin plus this prefix. */
export const API_PREFIX = '/api';

const firstSegment = (path: string) => path.split(/[/?#]/)[1] ?? '';

/**
 * The API is registered once and also served under /api by rewriting the URL before routing, so
 * each route (and its rate limit) is one and the same at both addresses. Only the API's own paths
 * are rewritten: /api/health/live or /api/index.html stay unknown (a JSON 404) as before.
 */
export class ApiPrefix {
  /** First path segments of the API's routes ('auth', 'songs', 'openapi.json', ...). */
  readonly #roots = new Set<string>();

  /** Records the routes registered inside `app` (call before registering them). */
  watch(app: FastifyInstance): void {
    app.addHook('onRoute', (route) => {
      this.#roots.add(firstSegment(route.url));
    });
  }

  /** `/api/songs/3?x=1` -> `/songs/3?x=1`; any other URL as it is. */
  rewrite(url: string): string {
    if (!url.startsWith(`${API_PREFIX}/`)) return url;
    const rest = url.slice(API_PREFIX.length);
    return this.#roots.has(firstSegment(rest)) ? rest : url;
  }
}

/** Whether a request came in under /api (its URL before the rewrite). */
export const cameUnderPrefix = (originalUrl: string) => originalUrl.startsWith(`${API_PREFIX}/`);
