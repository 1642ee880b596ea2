import type { FastifyInstance } from 'fastify';
import type { ApiBinding } from '../../api-routes.ts';
import { httpError } from '../../http-error.ts';
import { loadVisibleSong } from '../../songs/access.ts';
import { countViewAndRead, findSongDocumentText } from '../../songs/repository.ts';

/** Opens a song: `song_object` plus metadata; the ETag is the revision a later save must name. */
export const getSongRoute = (app: FastifyInstance): ApiBinding<'getSong'> => ({
  handle: async ({ params: { id }, user, reply }) => {
    const metadata = await loadVisibleSong(app, id, user);
    const own = metadata.user_id === user?.id;
    const read = own
      ? { viewCount: metadata.view_count, document: await findSongDocumentText(app.db, id) }
      : await countViewAndRead(app.db, id);
    if (read?.document === undefined) throw httpError(404, 'Song not found.');
    if (!own && metadata.is_demo) app.songLists.demoListChanged();
    const { viewCount, document } = read;
    const head = JSON.stringify({ failed: false, ...metadata, view_count: viewCount });
    // The stored JSON text is spliced in as it is: a 2000-note song is not parsed and re-serialized.
    const body = `${head.slice(0, -1)},"song_object":${document}}`;
    return reply
      .header('etag', `"${metadata.revision}"`)
      .header('cache-control', 'private, no-cache')
      .type('application/json; charset=utf-8')
      .send(body);
  },
});
