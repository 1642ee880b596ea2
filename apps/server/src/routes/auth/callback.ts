import { SIGN_IN_FAILED_QUERY, SIGNED_IN_QUERY } from '@ringalong/contract';
import type { FastifyInstance } from 'fastify';
import { signInCookie } from '../../auth/cookies.ts';
import {
  IdentityProviderUnavailableError,
  PROVIDER_RETRY_AFTER_SECONDS,
} from '../../auth/provider-outage.ts';
import { renderSignInUnavailablePage } from '../../auth/unavailable-page.ts';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from '../../db/availability.ts';
import { startSession } from '../../plugins/session.ts';
import { findOrCreateUser } from '../../users/repository.ts';

const causeOf = (error: unknown): string => {
  const cause = error instanceof Error ? (error.cause ?? error) : error;
  return cause instanceof Error ? cause.message.slice(0, 300) : String(cause);
};

/** The identity provider or the database being down, with what to tell the person. */
function outageOf(error: unknown): { message: string; retryAfterSeconds: number } | null {
  if (error instanceof IdentityProviderUnavailableError) {
    return { message: error.message, retryAfterSeconds: PROVIDER_RETRY_AFTER_SECONDS };
  }
  if (isDatabaseUnavailable(error)) {
    return { message: DATABASE_UNAVAILABLE_MESSAGE, retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS };
  }
  return null;
}

const withQuery = (path: string, query: string) => `${path}${path.includes('?') ? '&' : '?'}${query}`;

/**
 * Where the provider sends the browser back. Every check (state, PKCE, ID token signature,
 * issuer, audience, expiry, issued-at, authorized party, nonce) happens in SignInService.finish;
 * only then is a user found or made and a new session started. A refused sign-in goes back to
 * the app with SIGN_IN_FAILED_QUERY; one that could not finish because the provider or the
 * database is down gets a 503 page that says so.
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
      // Nothing is wrong with this sign-in; what it needs is down. Say so, rather than
      // 'sign-in failed', and let the browser try again later.
      const outage = outageOf(error);
      if (outage) {
        request.log.warn({ reason: causeOf(error) }, 'sign-in could not finish: a service is down');
        return reply
          .code(503)
          .header('retry-after', String(outage.retryAfterSeconds))
          .type('text/html; charset=utf-8')
          .send(renderSignInUnavailablePage(outage.message));
      }
      // The reason is logged, never the code, tokens or cookies.
      request.log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'sign-in refused');
      return reply.redirect(`/?${SIGN_IN_FAILED_QUERY}`, 302);
    }
  });
}
