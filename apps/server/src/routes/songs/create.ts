import type { SongMetadataBody } from '@ringalong/contract';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../plugins/session.ts';
import { requireUpgraded } from '../../songs/access.ts';
import { findSongMetadata, insertSong } from '../../songs/repository.ts';
import { songFromBody } from '../../songs/song-body.ts';

export async function createSongRoute(app: FastifyInstance): Promise<void> {
  app.post(
    '/songs',
    { config: { rateLimit: { max: app.config.rateLimits.writes, timeWindow: '1 minute' } } },
    async (request, reply): Promise<SongMetadataBody> => {
      const user = requireUser(request);
      await requireUpgraded(app, user);
      const song = songFromBody(request.body);
      const id = await insertSong(app.db, user.id, song);
      const metadata = (await findSongMetadata(app.db, id))!;
      reply.code(201).header('etag', `"${metadata.revision}"`);
      return metadata;
    },
  );
}
