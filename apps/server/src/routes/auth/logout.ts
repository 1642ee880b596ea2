import type { FastifyInstance } from 'fastify';
import type { ApiBinding } from '../../api-routes.ts';
import { LOCAL_PROVIDER_SESSION_COOKIES } from '../../auth/cookies.ts';
import { endSession } from '../../plugins/session.ts';

/** Deletes the session on the server, so the old cookie is worthless even if kept. */
export const logoutRoute = (app: FastifyInstance): ApiBinding<'logout'> => ({
  handle: async ({ request, reply }) => {
    await endSession(app, request, reply);
    if (!app.config.oidc) {
      // Also forget the local provider's own sign-in, so the next person gets the Name and Email form.
      for (const name of LOCAL_PROVIDER_SESSION_COOKIES) reply.clearCookie(name, { path: '/' });
    }
    return { success: true };
  },
});
