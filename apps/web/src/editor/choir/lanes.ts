/**
 * The player's rows grouped into lanes per ringer: lanes in the choir's ringer order (a ringer
 * without rows has none), each lane's rows in the order given (the song's rows by pitch), and
 * the rows nobody holds last.
 */
import {
  type Choir,
  type ChoirAssignment,
  type RowRef,
  rowHolders,
  rowKey,
  type Song,
} from '@ringalong/song';

export interface Lane {
  /** The ringer's name; null for the rows nobody holds. */
  readonly name: string | null;
  readonly ringer: string | null;
  readonly rows: readonly RowRef[];
}

export function choirLanes(
  song: Song,
  rows: readonly RowRef[],
  choir: Choir,
  assignment: ChoirAssignment,
): Lane[] {
  const holders = rowHolders(song, assignment);
  const lanes: Lane[] = [];
  const held = new Set<string>();
  for (const ringer of choir.ringers) {
    const own = rows.filter((row) => holders.get(rowKey(row)) === ringer.id);
    for (const row of own) held.add(rowKey(row));
    if (own.length > 0) lanes.push({ name: ringer.name, ringer: ringer.id, rows: own });
  }
  // Rows held by a ringer the choir no longer has are nobody's too.
  const nobodys = rows.filter((row) => !held.has(rowKey(row)));
  if (nobodys.length > 0) lanes.push({ name: null, ringer: null, rows: nobodys });
  return lanes;
}
