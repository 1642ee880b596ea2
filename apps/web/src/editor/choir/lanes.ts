/**
 * The player's rows grouped into lanes per ringer: lanes in table order (as the choir stands at
 * the table, low to high, laid the way the rows run: a lane comes where its first row comes in
 * the rows given, so with the player's high rows on top the treble ringers' lanes are on top;
 * a ringer without rows has none), each lane's rows in the order given (the song's rows by
 * pitch), and the rows nobody holds last.
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
  const at = new Map(rows.map((row, i) => [rowKey(row), i]));
  const first = (lane: Lane) => at.get(rowKey(lane.rows[0]!)) ?? 0;
  lanes.sort((a, b) => first(a) - first(b));
  // Rows held by a ringer the choir no longer has are nobody's too.
  const nobodys = rows.filter((row) => !held.has(rowKey(row)));
  if (nobodys.length > 0) lanes.push({ name: null, ringer: null, rows: nobodys });
  return lanes;
}
