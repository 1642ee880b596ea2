import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ApiBindings } from '../../api-routes.ts';
import { userIsUpgraded } from '../../songs/access.ts';
import { type LibraryPage, searchSongsPage } from '../../songs/repository.ts';
import { ShortCache } from '../../songs/short-cache.ts';

/** The demo list's view counts may lag this long; it is every visitor's first call. */
const DEMO_LIST_TTL_MS = 1000;

/** `{"songs": [...], "total": n, "next_cursor": ...}` (SongListResponse) around a page the database wrote as JSON text. */
const sendList = (reply: FastifyReply, page: LibraryPage) =>
  reply
    .type('application/json; charset=utf-8')
    .send(`{"songs":${page.json},"total":${page.total},"next_cursor":${JSON.stringify(page.nextCursor)}}`);

export function listSongRoutes(app: FastifyInstance): Pick<ApiBindings, 'publicSongs' | 'listSongs'> {
  const demoLists = new ShortCache<LibraryPage>(DEMO_LIST_TTL_MS);
  return {
    /** Anyone: the demo songs. */
    publicSongs: {
      handle: async ({ query: criteria, reply }) =>
        sendList(
          reply,
          await demoLists.get(JSON.stringify(criteria), () =>
            searchSongsPage(app.db, { kind: 'demo' }, criteria),
          ),
        ),
    },
    /** Signed in: the public library (demo songs until upgraded), or with is_public=false the user's own songs. */
    listSongs: {
      handle: async ({ user, query: criteria, reply }) => {
        if (criteria.is_public === false) {
          return sendList(reply, await searchSongsPage(app.db, { kind: 'own', userId: user.id }, criteria));
        }
        const scope = (await userIsUpgraded(app, user)) ? 'public' : 'demo';
        return sendList(reply, await searchSongsPage(app.db, { kind: scope }, criteria));
      },
    },
  };
}
