import type { LogoutResponse } from '@ringalong/contract';
import type { FastifyInstance } from 'fastify';
import { endSession } from '../../plugins/session.ts';

/** Deletes the session on the server, so the old cookie is worthless even if kept. */
export async function logoutRoute(app: FastifyInstance): Promise<void> {
  app.post('/auth/logout', async (request, reply): Promise<LogoutResponse> => {
    await endSession(app, request, reply);
    return { success: true };
  });
}
