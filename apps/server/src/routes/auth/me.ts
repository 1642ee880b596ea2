import type { MeResponse } from '@ringalong/contract';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../plugins/session.ts';

export async function meRoute(app: FastifyInstance): Promise<void> {
  app.get('/auth/me', async (request, reply): Promise<MeResponse> => {
    reply.header('cache-control', 'no-store');
    const user = requireUser(request);
    return { user_id: user.id, display_name: user.displayName, email: user.email };
  });
}
