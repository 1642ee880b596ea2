import { STALE_REVISION_MESSAGE } from '@ringalong/contract';
import type { FastifyInstance } from 'fastify';
import type { ApiBinding } from '../../api-routes.ts';
import { httpError } from '../../http-error.ts';
import { loadOwnSong } from '../../songs/access.ts';
import { findSongMetadata, findSongMetadataIfStored, updateSongIfRevision } from '../../songs/repository.ts';

/** `If-Match: "7"` (or W/"7", or 7) names the revision the editor started from. */
const revisionOf = (ifMatch: string) => Number(ifMatch.replace(/[^0-9]/g, ''));

/**
 * Overwrites the owner's song, but only from the revision it currently has: no lost updates. A
 * stale save is a 412 that names the current revision (ETag and `revision`), so the client can
 * reopen or merge from it without asking again; unless the song stored is exactly the one sent
 * (a save retried after its answer was lost, or the same song saved twice): that is saved, and
 * answers so without writing again.
 */
export const saveSongRoute = (app: FastifyInstance): ApiBinding<'saveSong'> => ({
  rateLimit: 'writes',
  handle: async ({ user, params: { id }, headers, body: song, reply }) => {
    await loadOwnSong(app, id, user);
    const expected = revisionOf(headers['if-match']);
    const metadata =
      (await updateSongIfRevision(app.db, id, expected, song)) ??
      (await findSongMetadataIfStored(app.db, id, song));
    if (!metadata) {
      const current = await findSongMetadata(app.db, id);
      if (!current) throw httpError(404, 'Song not found.');
      const etag = `"${current.revision}"`;
      throw httpError(412, STALE_REVISION_MESSAGE, { etag }, { revision: current.revision });
    }
    reply.header('etag', `"${metadata.revision}"`);
    return { success: true, message: 'Song saved', metadata };
  },
});
