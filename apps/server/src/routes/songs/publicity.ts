import { idParamSchema, type PublicityResponse, publicityBodySchema } from '@ringalong/contract';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../plugins/session.ts';
import { loadOwnSong, requireUpgraded } from '../../songs/access.ts';
import { findSongMetadata, setSongPublicity } from '../../songs/repository.ts';
import { validate } from '../../validate.ts';

/** Publishing needs an upgraded account; taking a song private again never does. */
export async function publicityRoute(app: FastifyInstance): Promise<void> {
  app.put(
    '/songs/:id/publicity',
    { config: { rateLimit: { max: app.config.rateLimits.writes, timeWindow: '1 minute' } } },
    async (request): Promise<PublicityResponse> => {
      const user = requireUser(request);
      const { id } = validate(idParamSchema, request.params);
      const { is_public } = validate(publicityBodySchema, request.body);
      await loadOwnSong(app, id, user);
      if (is_public) await requireUpgraded(app, user);
      await setSongPublicity(app.db, id, is_public);
      return { success: true, metadata: (await findSongMetadata(app.db, id))! };
    },
  );
}
