import type { FastifyInstance } from 'fastify';
import type { ApiBinding } from '../../api-routes.ts';
import { signInCookie } from '../../auth/cookies.ts';
import { SIGN_IN_ATTEMPT_TTL_MS } from '../../auth/sign-in.ts';

/**
 * Starts the authorization-code flow and answers where to send the browser. No body means no
 * wish: back to '/'. A null or other non-object body is refused (400).
 */
export const signInRoute = (app: FastifyInstance): ApiBinding<'signIn'> => ({
  rateLimit: 'signIn',
  handle: async ({ body, reply }) => {
    const { url, attemptId } = await app.signIn.start(body.returnTo ?? '/');
    const cookie = signInCookie(app.config);
    reply.setCookie(cookie.name, attemptId, { ...cookie.options, maxAge: SIGN_IN_ATTEMPT_TTL_MS / 1000 });
    reply.header('cache-control', 'no-store');
    return { url };
  },
});
