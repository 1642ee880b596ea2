import type { FastifyInstance } from 'fastify';
import type { ApiBinding } from '../../api-routes.ts';
import { loadOwnSong } from '../../songs/access.ts';
import { deleteSong } from '../../songs/repository.ts';

/** Owners may delete their songs even after their subscription ends. */
export const deleteSongRoute = (app: FastifyInstance): ApiBinding<'deleteSong'> => ({
  rateLimit: 'writes',
  handle: async ({ user, params: { id } }) => {
    await loadOwnSong(app, id, user);
    await deleteSong(app.db, id);
    return { success: true as const };
  },
});
