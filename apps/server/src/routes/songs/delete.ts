import { idParamSchema } from '@ringalong/contract';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../plugins/session.ts';
import { loadOwnSong } from '../../songs/access.ts';
import { deleteSong } from '../../songs/repository.ts';
import { validate } from '../../validate.ts';

/** Owners may delete their songs even after their subscription ends. */
export async function deleteSongRoute(app: FastifyInstance): Promise<void> {
  app.delete(
    '/songs/:id',
    { config: { rateLimit: { max: app.config.rateLimits.writes, timeWindow: '1 minute' } } },
    async (request) => {
      const user = requireUser(request);
      const { id } = validate(idParamSchema, request.params);
      await loadOwnSong(app, id, user);
      await deleteSong(app.db, id);
      return { success: true as const };
    },
  );
}
