import { type SongListResponse, songSearchQuerySchema } from '@ringalong/contract';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../plugins/session.ts';
import { userIsUpgraded } from '../../songs/access.ts';
import { searchSongs } from '../../songs/repository.ts';
import { ShortCache } from '../../songs/short-cache.ts';
import { validate } from '../../validate.ts';

/** The demo list's view counts may lag this long; it is every visitor's first call. */
const DEMO_LIST_TTL_MS = 1000;

export async function listSongRoutes(app: FastifyInstance): Promise<void> {
  const demoLists = new ShortCache<SongListResponse>(DEMO_LIST_TTL_MS);

  /** Anyone: the demo songs. */
  app.get('/songs/public', async (request): Promise<SongListResponse> => {
    const criteria = validate(songSearchQuerySchema, request.query);
    return demoLists.get(JSON.stringify(criteria), async () => ({
      songs: await searchSongs(app.db, { kind: 'demo' }, criteria),
    }));
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
