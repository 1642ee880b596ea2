import { routeInputs, type SignInResponse } from '@ringalong/contract';
import type { FastifyInstance } from 'fastify';
import { signInCookie } from '../../auth/cookies.ts';
import { SIGN_IN_ATTEMPT_TTL_MS } from '../../auth/sign-in.ts';
import { validate } from '../../validate.ts';

/** Starts the authorization-code flow and answers where to send the browser. */
export async function signInRoute(app: FastifyInstance): Promise<void> {
  app.post(
    '/auth/sign-in',
    { config: { rateLimit: { max: app.config.rateLimits.signIn, timeWindow: '1 minute' } } },
    async (request, reply): Promise<SignInResponse> => {
      // No body means no wish: back to '/'. A null or other non-object body is refused (400).
      const body = validate(routeInputs.signIn.body, request.body);
      const { url, attemptId } = await app.signIn.start(body.returnTo ?? '/');
      const cookie = signInCookie(app.config);
      reply.setCookie(cookie.name, attemptId, { ...cookie.options, maxAge: SIGN_IN_ATTEMPT_TTL_MS / 1000 });
      reply.header('cache-control', 'no-store');
      return { url };
    },
  );
}
