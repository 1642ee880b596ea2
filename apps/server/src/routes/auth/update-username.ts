import { sanitizeDisplayName } from '@ringalong/song';
import type { FastifyInstance } from 'fastify';
import type { ApiBinding } from '../../api-routes.ts';
import { renameUser } from '../../users/repository.ts';

/** The client sanitizes before sending; the server does it again and answers the stored name. */
export const updateUsernameRoute = (app: FastifyInstance): ApiBinding<'updateUsername'> => ({
  rateLimit: 'writes',
  handle: async ({ user, body }) => {
    const clean = sanitizeDisplayName(body.name);
    await renameUser(app.db, user.id, clean);
    return { success: true, name: clean };
  },
});
