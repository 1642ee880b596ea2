import type { SongMetadataBody } from '@ringalong/contract';
import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '../plugins/session.ts';
import { countViewAndRead, findSongDocumentText, findSongMetadata } from './repository.ts';

/** A song as its address opens it: the metadata and the stored document's JSON text. */
export interface AddressedSong {
  readonly metadata: SongMetadataBody;
  readonly documentText: string;
}

/**
 * Who may open a song by its address (docs/addresses.md): public and demo songs anyone, signed in
 * or not (a shared link is meant to be opened); private songs their owner only. Anyone else gets
 * null, for a private song exactly as for a song that does not exist: the same one read, the same
 * answer, so an address tells a stranger nothing. A view by someone other than the owner counts.
 */
export async function findAddressedSong(
  app: FastifyInstance,
  songId: number,
  user: SessionUser | null,
): Promise<AddressedSong | null> {
  const metadata = await findSongMetadata(app.db, songId);
  const own = metadata !== undefined && user !== null && metadata.user_id === user.id;
  if (!metadata || !(own || metadata.is_public || metadata.is_demo)) return null;
  const read = own
    ? { viewCount: metadata.view_count, document: await findSongDocumentText(app.db, songId) }
    : await countViewAndRead(app.db, songId);
  if (read?.document === undefined) return null;
  if (!own && metadata.is_demo) app.songLists.demoListChanged();
  return { metadata: { ...metadata, view_count: read.viewCount }, documentText: read.document };
}
