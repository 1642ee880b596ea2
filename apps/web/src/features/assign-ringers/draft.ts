/**
 * The dialog's working copy of an assignment: who rings each row of the song (null: nobody, the
 * computer). Built from the song's stored assignment for the choir, changed row by row, turned
 * back into a `ChoirAssignment` on Save.
 */
import {
  type Choir,
  type ChoirAssignment,
  compareRows,
  type RingerId,
  type RowRef,
  rowKey,
  type Song,
} from '@ringalong/song';

export type Draft = ReadonlyMap<string, RingerId | null>;

/** Every row of the song with its ringer in `assignment` (a ringer the choir no longer has: nobody). */
export function draftOf(song: Song, choir: Choir, assignment: ChoirAssignment | undefined): Draft {
  const ringers = new Set(choir.ringers.map((r) => r.id));
  const owner = new Map<string, RingerId>();
  for (const part of assignment?.parts ?? [])
    if (ringers.has(part.ringer)) for (const row of part.rows) owner.set(rowKey(row), part.ringer);
  return new Map(song.staves.map((stave) => [rowKey(stave), owner.get(rowKey(stave)) ?? null]));
}

export function moveRow(draft: Draft, row: RowRef, ringer: RingerId | null): Draft {
  const next = new Map(draft);
  next.set(rowKey(row), ringer);
  return next;
}

/** The rows of the song a ringer (or nobody, for null) rings in the draft, in stave order. */
export function rowsOf(song: Song, draft: Draft, ringer: RingerId | null): RowRef[] {
  return song.staves
    .filter((stave) => (draft.get(rowKey(stave)) ?? null) === ringer)
    .map(({ pitchId, instrument }) => ({ pitchId, instrument }));
}

export function assignmentOf(song: Song, choir: Choir, draft: Draft): ChoirAssignment {
  return {
    choir: choir.id,
    parts: choir.ringers.flatMap((ringer) => {
      const rows = rowsOf(song, draft, ringer.id).sort(compareRows);
      return rows.length > 0 ? [{ ringer: ringer.id, rows }] : [];
    }),
  };
}
