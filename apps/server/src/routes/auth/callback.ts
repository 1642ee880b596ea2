import { SIGN_IN_FAILED_QUERY, SIGNED_IN_QUERY } from '@ringalong/contract';
import type { FastifyInstance } from 'fastify';
import { signInCookie } from '../../auth/cookies.ts';
import { startSession } from '../../plugins/session.ts';
import { findOrCreateUser } from '../../users/repository.ts';

const withQuery = (path: string, query: string) => `${path}${path.includes('?') ? '&' : '?'}${query}`;

/**
 * Where the provider sends the browser back. Every check (state, PKCE, ID token signature,
 * issuer, audience, expiry, nonce) happens in SignInService.finish; only then is a user found
 * or made and a new session started.
 */
export async function callbackRoute(app: FastifyInstance): Promise<void> {
  app.get('/auth/callback', async (request, reply) => {
    const cookie = signInCookie(app.config);
    const raw = request.cookies[cookie.name];
    const unsigned = raw ? request.unsignCookie(raw) : null;
    reply.clearCookie(cookie.name, cookie.options);
    reply.header('cache-control', 'no-store');
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    try {
      const { identity, returnTo } = await app.signIn.finish(unsigned?.valid ? unsigned.value : null, query);
      const userId = await findOrCreateUser(app.db, identity);
      await startSession(app, reply, userId);
      return reply.redirect(withQuery(returnTo, SIGNED_IN_QUERY), 302);
    } catch (error) {
      // The reason is logged, never the code, tokens or cookies.
      request.log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'sign-in refused');
      return reply.redirect(`/?${SIGN_IN_FAILED_QUERY}`, 302);
    }
  });
}
