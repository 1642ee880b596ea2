/** Row order and Row Call (spec sections 2 and 4): which bell sits where, and how often each rings. */
import { bellName, rowColor } from './bells.ts';
import { staveIndex } from './song.ts';
import type { LineSortMode, RowCallBell, Song } from './types.ts';

/** Notes per bell. */
export function playCounts(song: Song): Map<number, number> {
  return new Map(song.staves.map((stave) => [stave.pitchId, stave.notes.length]));
}

/**
 * Bells from the top row to the bottom. By pitch the highest bell is on top, as on a staff.
 * Most Played puts the busiest bell on top; bells rung equally often keep pitch order.
 */
export function rowOrder(song: Song, mode: LineSortMode): number[] {
  const byPitch = song.staves.map((stave) => stave.pitchId).sort((a, b) => b - a);
  if (mode === 'pitch') return byPitch;
  const counts = playCounts(song);
  return byPitch.sort((a, b) => counts.get(b)! - counts.get(a)! || b - a);
}

/**
 * A bell's colour follows its place among the song's bells by pitch, not its row, so a bell
 * keeps its colour when the rows are re-ordered.
 */
export function staveColor(song: Song, pitchId: number): string {
  return rowColor(Math.max(0, staveIndex(song, pitchId)));
}

/** The Row Call dialog's steps: every bell in row order with its name, colour and play count. */
export function rowCallInfo(song: Song, mode: LineSortMode): RowCallBell[] {
  const counts = playCounts(song);
  return rowOrder(song, mode).map((pitchId) => ({
    pitchId,
    name: bellName(pitchId),
    color: staveColor(song, pitchId),
    count: counts.get(pitchId) ?? 0,
  }));
}
