import type { FastifyInstance } from 'fastify';

/** No Content-Length (or 0) and no Transfer-Encoding: HTTP's own way of saying there is no body. */
function isBodiless(headers: Record<string, string | string[] | undefined>): boolean {
  const length = headers['content-length'];
  return headers['transfer-encoding'] === undefined && (length === undefined || length === '0');
}

/**
 * How the API reads request bodies, for every route at once:
 * - only JSON bodies: without a text/plain parser a cross-site form cannot send one without a
 *   preflight (forms and text get 415);
 * - a request without a body has nothing to parse, whatever its Content-Type says. Many clients
 *   send `Content-Type: application/json` on every call, including a bodiless logout or delete;
 *   the header is dropped so the route sees no body, and a route that needs one says so itself.
 *   A body that is present is parsed and validated as ever.
 */
export function installContentTypeHandling(app: FastifyInstance): void {
  app.removeContentTypeParser('text/plain');
  app.addHook('onRequest', async (request) => {
    if (request.headers['content-type'] !== undefined && isBodiless(request.headers)) {
      delete request.headers['content-type'];
    }
  });
}
