import { parseSong, type Song } from '@ringalong/song';
import { httpError } from '../../http-error.ts';

/**
 * The song in a request body, checked with the same rules as the app (note limit, beats, pitch
 * ids, staves, time signatures, title). Anything naming an owner, id or counter is not part of a
 * song and is dropped by the schema.
 */
export function songFromBody(body: unknown): Song {
  if (body === undefined || body === null) throw httpError(400, 'The request needs a song as its JSON body.');
  const parsed = parseSong(body);
  if (!parsed.ok) throw httpError(400, parsed.error);
  return parsed.song;
}

/** `If-Match: "7"` (or W/"7", or 7) names the revision the editor started from. */
export function revisionFromIfMatch(header: string | undefined): number {
  if (!header) {
    throw httpError(
      428,
      'Saving needs the revision you opened (If-Match header). Reopen the song and try again.',
    );
  }
  const match = /^(?:W\/)?"?(\d{1,9})"?$/.exec(header.trim());
  if (!match) throw httpError(400, 'If-Match must name a song revision, like "3".');
  return Number(match[1]);
}
