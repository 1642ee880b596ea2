import { getSongRoute } from '@ringalong/contract/song-document';
import { call } from './call.ts';

/** GET /songs/:id, its answer checked against the whole song schema. */
export function getSong(id: number) {
  return call(getSongRoute, { id });
}
