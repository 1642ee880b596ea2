import type { FastifyInstance } from 'fastify';
import type { ApiBinding } from '../../api-routes.ts';
import { loadOwnSong, requireUpgraded } from '../../songs/access.ts';
import { findSongMetadata, setSongPublicity } from '../../songs/repository.ts';

/** Publishing needs an upgraded account; taking a song private again never does. */
export const publicityRoute = (app: FastifyInstance): ApiBinding<'setPublicity'> => ({
  rateLimit: 'writes',
  handle: async ({ user, params: { id }, body: { is_public } }) => {
    await loadOwnSong(app, id, user);
    if (is_public) await requireUpgraded(app, user);
    await setSongPublicity(app.db, id, is_public);
    return { success: true, metadata: (await findSongMetadata(app.db, id))! };
  },
});
