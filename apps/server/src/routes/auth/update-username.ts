import { type UpdateUsernameResponse, updateUsernameBodySchema } from '@ringalong/contract';
import { sanitizeDisplayName } from '@ringalong/song';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../plugins/session.ts';
import { renameUser } from '../../users/repository.ts';
import { validate } from '../../validate.ts';

/** The client sanitizes before sending; the server does it again and answers the stored name. */
export async function updateUsernameRoute(app: FastifyInstance): Promise<void> {
  app.post(
    '/user/update-username',
    { config: { rateLimit: { max: app.config.rateLimits.writes, timeWindow: '1 minute' } } },
    async (request): Promise<UpdateUsernameResponse> => {
      const user = requireUser(request);
      const { name } = validate(updateUsernameBodySchema, request.body);
      const clean = sanitizeDisplayName(name);
      await renameUser(app.db, user.id, clean);
      return { success: true, name: clean };
    },
  );
}
