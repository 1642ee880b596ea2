import type { SongListResponse } from '@ringalong/contract';
import type { FastifyInstance } from 'fastify';
import type { ApiBindings } from '../../api-routes.ts';
import { userIsUpgraded } from '../../songs/access.ts';
import { searchSongs } from '../../songs/repository.ts';
import { ShortCache } from '../../songs/short-cache.ts';

/** The demo list's view counts may lag this long; it is every visitor's first call. */
const DEMO_LIST_TTL_MS = 1000;

export function listSongRoutes(app: FastifyInstance): Pick<ApiBindings, 'publicSongs' | 'listSongs'> {
  const demoLists = new ShortCache<SongListResponse>(DEMO_LIST_TTL_MS);
  return {
    /** Anyone: the demo songs. */
    publicSongs: {
      handle: async ({ query: criteria }) =>
        demoLists.get(JSON.stringify(criteria), async () => ({
          songs: await searchSongs(app.db, { kind: 'demo' }, criteria),
        })),
    },
    /** Signed in: the public library (demo songs until upgraded), or with is_public=false the user's own songs. */
    listSongs: {
      handle: async ({ user, query: criteria }) => {
        if (criteria.is_public === false) {
          return { songs: await searchSongs(app.db, { kind: 'own', userId: user.id }, criteria) };
        }
        const scope = (await userIsUpgraded(app, user.id)) ? 'public' : 'demo';
        return { songs: await searchSongs(app.db, { kind: scope }, criteria) };
      },
    },
  };
}
