/** Row order and Row Call (spec sections 2 and 4): which bell sits where, and how often each rings. */
import { songRowName } from './key-spelling.ts';
import { bellColours } from './palettes.ts';
import { compareRows, rowKey, staveIndex } from './song.ts';
import type { ColorMode, LineSortMode, RowCallBell, RowRef, Song } from './types.ts';

/** Notes per row, by `rowKey`. */
export function playCounts(song: Song): Map<string, number> {
  return new Map(song.staves.map((stave) => [rowKey(stave), stave.notes.length]));
}

/**
 * Rows from the top to the bottom. By pitch the highest bell is on top, as on a staff (a chime
 * row just above the bell row of its pitch). Most Played puts the busiest row on top; rows rung
 * equally often keep pitch order.
 */
export function rowOrder(song: Song, mode: LineSortMode): RowRef[] {
  const byPitch = song.staves
    .map((stave): RowRef => ({ pitchId: stave.pitchId, instrument: stave.instrument }))
    .sort((a, b) => compareRows(b, a));
  if (mode === 'pitch') return byPitch;
  const counts = playCounts(song);
  return byPitch.sort((a, b) => counts.get(rowKey(b))! - counts.get(rowKey(a))! || compareRows(b, a));
}

/**
 * A row's colour (its note heads') in `mode`, Classic unless named. Classic follows the row's place
 * among the song's rows by pitch, not its place on screen, so a bell keeps its colour when the
 * rows are re-ordered; the other schemes follow the pitch alone.
 */
export function staveColor(song: Song, row: RowRef, mode: ColorMode = 'random'): string {
  return bellColours(mode, Math.max(0, staveIndex(song, row)), row).head;
}

/** The Row Call dialog's steps: every row in row order with its name, colour and play count. */
export function rowCallInfo(song: Song, mode: LineSortMode, colorMode: ColorMode = 'random'): RowCallBell[] {
  const counts = playCounts(song);
  return rowOrder(song, mode).map((row) => ({
    pitchId: row.pitchId,
    instrument: row.instrument,
    name: songRowName(song, row),
    color: staveColor(song, row, colorMode),
    count: counts.get(rowKey(row)) ?? 0,
  }));
}
