import { routeInputs, type SaveSongResponse, STALE_REVISION_MESSAGE } from '@ringalong/contract';
import type { FastifyInstance } from 'fastify';
import { httpError } from '../../http-error.ts';
import { requireUser } from '../../plugins/session.ts';
import { loadOwnSong, requireUpgraded } from '../../songs/access.ts';
import { findSongMetadata, updateSongIfRevision } from '../../songs/repository.ts';
import { songFromBody } from '../../songs/song-body.ts';
import { validate } from '../../validate.ts';
import { revisionFromIfMatch } from './body.ts';

/**
 * Overwrites the owner's song, but only from the revision it currently has: no lost updates. A
 * stale save is a 412 that names the current revision (ETag and `revision`), so the client can
 * reopen or merge from it without asking again.
 */
export async function saveSongRoute(app: FastifyInstance): Promise<void> {
  app.put(
    '/songs/:id',
    { config: { rateLimit: { max: app.config.rateLimits.writes, timeWindow: '1 minute' } } },
    async (request, reply): Promise<SaveSongResponse> => {
      const user = requireUser(request);
      const { id } = validate(routeInputs.saveSong.params, request.params);
      await requireUpgraded(app, user);
      await loadOwnSong(app, id, user);
      const expected = revisionFromIfMatch(request);
      const song = songFromBody(request.body);
      const metadata = await updateSongIfRevision(app.db, id, expected, song);
      if (!metadata) {
        const current = await findSongMetadata(app.db, id);
        if (!current) throw httpError(404, 'Song not found.');
        const etag = `"${current.revision}"`;
        throw httpError(412, STALE_REVISION_MESSAGE, { etag }, { revision: current.revision });
      }
      reply.header('etag', `"${metadata.revision}"`);
      return { success: true, message: 'Song saved', metadata };
    },
  );
}
