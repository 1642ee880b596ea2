import { songSearchQuerySchema } from '@ringalong/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { requireUser } from '../../plugins/session.ts';
import { userIsUpgraded } from '../../songs/access.ts';
import { searchSongsJson } from '../../songs/repository.ts';
import { ShortCache } from '../../songs/short-cache.ts';
import { validate } from '../../validate.ts';

/** The demo list's view counts may lag this long; it is every visitor's first call. */
const DEMO_LIST_TTL_MS = 1000;

/** `{"songs": [...]}` around a page the database wrote as JSON text (SongListResponse). */
const sendList = (reply: FastifyReply, page: string) =>
  reply.type('application/json; charset=utf-8').send(`{"songs":${page}}`);

export async function listSongRoutes(app: FastifyInstance): Promise<void> {
  const demoLists = new ShortCache<string>(DEMO_LIST_TTL_MS);

  /** Anyone: the demo songs. */
  app.get('/songs/public', async (request, reply) => {
    const criteria = validate(songSearchQuerySchema, request.query);
    const page = await demoLists.get(JSON.stringify(criteria), () =>
      searchSongsJson(app.db, { kind: 'demo' }, criteria),
    );
    return sendList(reply, page);
  });

  /** Signed in: the public library (demo songs until upgraded), or with is_public=false the user's own songs. */
  app.get('/songs', async (request, reply) => {
    const user = requireUser(request);
    const criteria = validate(songSearchQuerySchema, request.query);
    if (criteria.is_public === false) {
      return sendList(reply, await searchSongsJson(app.db, { kind: 'own', userId: user.id }, criteria));
    }
    const scope = (await userIsUpgraded(app, user)) ? 'public' : 'demo';
    return sendList(reply, await searchSongsJson(app.db, { kind: scope }, criteria));
  });
}
