import { httpError } from '../../http-error.ts';

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
