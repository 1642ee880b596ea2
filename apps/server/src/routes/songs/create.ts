import { routeInputs, type SongMetadataBody } from '@ringalong/contract';
import type { FastifyInstance } from 'fastify';
import { httpError } from '../../http-error.ts';
import { requireUser } from '../../plugins/session.ts';
import { requireUpgraded } from '../../songs/access.ts';
import { createSongOnce, requestHash } from '../../songs/create-once.ts';
import { findSongMetadata, insertSong } from '../../songs/repository.ts';
import { songFromBody } from '../../songs/song-body.ts';
import { validate } from '../../validate.ts';

/**
 * Creates a private song. With an Idempotency-Key, a retry of the same request (a lost answer, a
 * double click) answers the song the first one made, for a day, instead of making another.
 */
export async function createSongRoute(app: FastifyInstance): Promise<void> {
  app.post(
    '/songs',
    { config: { rateLimit: { max: app.config.rateLimits.writes, timeWindow: '1 minute' } } },
    async (request, reply): Promise<SongMetadataBody> => {
      const user = requireUser(request);
      await requireUpgraded(app, user);
      const { 'idempotency-key': key } = validate(routeInputs.createSong.headers, request.headers);
      const song = songFromBody(request.body);
      const id = key
        ? (await createSongOnce(app.db, user.id, key, requestHash(request.body), song)).songId
        : await insertSong(app.db, user.id, song);
      const metadata = await findSongMetadata(app.db, id);
      if (!metadata) throw httpError(404, 'Song not found.');
      reply.code(201).header('etag', `"${metadata.revision}"`);
      return metadata;
    },
  );
}
