/** The assignment a song keeps for one choir, if any. */
import type { Song } from '../types.ts';
import type { ChoirAssignment, ChoirId } from './types.ts';

export function assignmentFor(song: Song, choir: ChoirId | null | undefined): ChoirAssignment | undefined {
  return choir ? song.assignments?.find((a) => a.choir === choir) : undefined;
}
