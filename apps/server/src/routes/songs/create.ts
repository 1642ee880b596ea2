import type { FastifyInstance } from 'fastify';
import type { ApiBinding } from '../../api-routes.ts';
import { httpError } from '../../http-error.ts';
import { createSongOnce, requestHash } from '../../songs/create-once.ts';
import { findSongMetadata, insertSong } from '../../songs/repository.ts';

/**
 * Creates a private song. With an Idempotency-Key, a retry of the same request (a lost answer, a
 * double click) answers the song the first one made, for a day, instead of making another.
 */
export const createSongRoute = (app: FastifyInstance): ApiBinding<'createSong'> => ({
  rateLimit: 'writes',
  handle: async ({ user, headers: { 'idempotency-key': key }, body: song, request, reply }) => {
    const id = key
      ? (await createSongOnce(app.db, user.id, key, requestHash(request.body), song)).songId
      : await insertSong(app.db, user.id, song);
    const metadata = await findSongMetadata(app.db, id);
    if (!metadata) throw httpError(404, 'Song not found.');
    reply.header('etag', `"${metadata.revision}"`);
    return metadata;
  },
});
