/**
 * What an assignment asks of each ringer, under their hands' setting (`hands.ts`): notes, bell
 * changes, the most bells sounding in their hands at one moment (and when that is over what their
 * hands allow), and the rows nobody rings. For any assignment,
 * the automatic one or one a director adjusted.
 */
import { compareRows, rowKey } from '../song.ts';
import type { Beat, RowRef, Song } from '../types.ts';
import { limitOf } from './hands.ts';
import { mostAtOnce, overfullMoments, songRings, sortRings, swapsFor } from './holding.ts';
import type { Choir, ChoirAssignment, RingerId } from './types.ts';

export interface RingerReport {
  readonly ringer: RingerId;
  /** The song's rows this ringer rings, sorted like staves. */
  readonly rows: readonly RowRef[];
  readonly notes: number;
  readonly swaps: number;
  readonly mostAtOnce: number;
  /** The most bells this ringer's hands allow sounding at once. */
  readonly allowed: number;
  /** Where more than `allowed` bells sound in this ringer's hands (the start of each such stretch). */
  readonly overfull: readonly Beat[];
}

export interface RowReport {
  readonly row: RowRef;
  readonly notes: number;
  /** null: nobody's, the computer rings it. */
  readonly ringer: RingerId | null;
}

export interface AssignmentFigures {
  /** Every ringer of the choir, in the choir's order (a ringer without rows has none). */
  readonly ringers: readonly RingerReport[];
  /** Every row of the song, in stave order. */
  readonly rows: readonly RowReport[];
  readonly swaps: number;
  /** Rows with notes that nobody rings. */
  readonly unassigned: readonly RowRef[];
  readonly unassignedNotes: number;
}

/** The figures of `assignment` for `song` and `choir`; rows the song no longer has are ignored. */
export function assignmentFigures(song: Song, choir: Choir, assignment: ChoirAssignment): AssignmentFigures {
  const staves = new Map(song.staves.map((stave) => [rowKey(stave), stave]));
  const owner = new Map<string, RingerId>();
  const partOf = new Map(assignment.parts.map((part) => [part.ringer, part]));
  const ringsOf = songRings(song);
  const ringers = choir.ringers.map((ringer): RingerReport => {
    const mine = (partOf.get(ringer.id)?.rows ?? [])
      .map((row) => staves.get(rowKey(row)))
      .filter((stave) => stave !== undefined)
      .sort(compareRows);
    for (const stave of mine) owner.set(rowKey(stave), ringer.id);
    const rings = sortRings(mine.flatMap(ringsOf));
    const limit = limitOf(ringer);
    return {
      ringer: ringer.id,
      rows: mine.map(({ pitchId, instrument }) => ({ pitchId, instrument })),
      notes: rings.length,
      swaps: swapsFor(rings, limit.hold),
      mostAtOnce: mostAtOnce(rings),
      allowed: limit.sound,
      overfull: overfullMoments(rings, limit.sound),
    };
  });
  const rows = song.staves.map(
    (stave): RowReport => ({
      row: { pitchId: stave.pitchId, instrument: stave.instrument },
      notes: stave.notes.length,
      ringer: owner.get(rowKey(stave)) ?? null,
    }),
  );
  const unassigned = rows.filter((r) => r.ringer === null && r.notes > 0);
  return {
    ringers,
    rows,
    swaps: ringers.reduce((sum, r) => sum + r.swaps, 0),
    unassigned: unassigned.map((r) => r.row),
    unassignedNotes: unassigned.reduce((sum, r) => sum + r.notes, 0),
  };
}
