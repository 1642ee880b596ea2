import { unversionedSongSchema } from '@ringalong/contract';
import { parseSong, type Song, sanitizeTitle } from '@ringalong/song';
import { httpError } from '../http-error.ts';
import { validate } from '../validate.ts';

/** The specification's exported song carries no version (older stored documents say 0). */
function isUnversioned(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  return !('version' in body) || (body as { version?: unknown }).version === 0;
}

/**
 * The song in a request body (POST /songs, PUT /songs/:id, PUT /users/subscribe), checked with the
 * same rules as the app (note limit, beats, pitch ids, staves, time signatures, title). The
 * specification's unversioned export is accepted too: its title is cleaned by the export rule
 * (spec section 5) rather than refused, then it is lifted to the current version like any stored
 * document. Anything naming an owner, id or counter is not part of a song and is dropped.
 */
export function songFromBody(body: unknown, random: () => number = Math.random): Song {
  if (body === undefined || body === null) throw httpError(400, 'The request needs a song as its JSON body.');
  let document = body;
  if (isUnversioned(body)) {
    const exported = validate(unversionedSongSchema, body);
    document = {
      ...exported,
      meta: { ...exported.meta, title: sanitizeTitle(exported.meta?.title ?? '', random) },
    };
  }
  const parsed = parseSong(document);
  if (!parsed.ok) throw httpError(400, parsed.error);
  return parsed.song;
}
