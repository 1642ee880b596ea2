import type { FastifyInstance } from 'fastify';
import type { ApiBinding } from '../../api-routes.ts';

/** Who is signed in; never cached, not even the 401. */
export const meRoute = (_app: FastifyInstance): ApiBinding<'me'> => ({
  headers: { 'cache-control': 'no-store' },
  handle: async ({ user }) => ({ user_id: user.id, display_name: user.displayName, email: user.email }),
});
