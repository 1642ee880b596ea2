import { routeInputs } from '@ringalong/contract';
import type { FastifyRequest } from 'fastify';
import { httpError } from '../../http-error.ts';
import { validate } from '../../validate.ts';

/** `If-Match: "7"` (or W/"7", or 7) names the revision the editor started from. */
export function revisionFromIfMatch(request: FastifyRequest): number {
  if (request.headers['if-match'] === undefined) {
    throw httpError(
      428,
      'Saving needs the revision you opened (If-Match header). Reopen the song and try again.',
    );
  }
  const headers = validate(routeInputs.saveSong.headers, request.headers);
  return Number(headers['if-match'].replace(/[^0-9]/g, ''));
}
