/**
 * Who holds which row of a song for one choir: the song's assignment for the choir, and each row
 * of the song by its holder. Rows no part holds are nobody's; a part naming a row the song no
 * longer has is left out (never an error), and a row named by two parts is the first one's.
 */
import { rowKey } from '../song.ts';
import type { Song } from '../types.ts';
import type { ChoirAssignment, RingerId } from './types.ts';

/** Each held row of the song (by `rowKey`) and its ringer; rows missing from the map are nobody's. */
export function rowHolders(song: Song, assignment: ChoirAssignment): Map<string, RingerId> {
  const rows = new Set(song.staves.map((stave) => rowKey(stave)));
  const holders = new Map<string, RingerId>();
  for (const part of assignment.parts) {
    for (const row of part.rows) {
      const key = rowKey(row);
      if (rows.has(key) && !holders.has(key)) holders.set(key, part.ringer);
    }
  }
  return holders;
}
