import { type SongListResponse, songSearchQuerySchema } from '@ringalong/contract';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../plugins/session.ts';
import { userIsUpgraded } from '../../songs/access.ts';
import { searchSongs } from '../../songs/repository.ts';
import { validate } from '../../validate.ts';

export async function listSongRoutes(app: FastifyInstance): Promise<void> {
  /** Anyone: the demo songs. */
  app.get('/songs/public', async (request): Promise<SongListResponse> => {
    const criteria = validate(songSearchQuerySchema, request.query);
    return { songs: await searchSongs(app.db, { kind: 'demo' }, criteria) };
  });

  /** Signed in: the public library (demo songs until upgraded), or with is_public=false the user's own songs. */
  app.get('/songs', async (request): Promise<SongListResponse> => {
    const user = requireUser(request);
    const criteria = validate(songSearchQuerySchema, request.query);
    if (criteria.is_public === false) {
      return { songs: await searchSongs(app.db, { kind: 'own', userId: user.id }, criteria) };
    }
    const scope = (await userIsUpgraded(app, user.id)) ? 'public' : 'demo';
    return { songs: await searchSongs(app.db, { kind: scope }, criteria) };
  });
}
