import type { LogoutResponse } from '@ringalong/contract';
import type { FastifyInstance } from 'fastify';
import { LOCAL_PROVIDER_SESSION_COOKIES } from '../../auth/cookies.ts';
import { endSession } from '../../plugins/session.ts';

/** Deletes the session on the server, so the old cookie is worthless even if kept. */
export async function logoutRoute(app: FastifyInstance): Promise<void> {
  app.post('/auth/logout', async (request, reply): Promise<LogoutResponse> => {
    await endSession(app, request, reply);
    if (!app.config.oidc) {
      // Also forget the local provider's own sign-in, so the next person gets the Name and Email form.
      for (const name of LOCAL_PROVIDER_SESSION_COOKIES) reply.clearCookie(name, { path: '/' });
    }
    return { success: true };
  });
}
