/**
 * Which of Ring along's rows are quiet: a row with no notes from the start of the bar being played
 * to the end of the next `aheadBars` bars (and none already in view) is dimmed, or left blank
 * when the listener chose so. Every row keeps its place either way (`layout.ts`): a projector
 * serves a whole choir at once, and a ringer finds their row where it was a moment ago.
 */
import { barStartAt, barsEnd, firstNoteAtOrAfter, type RowRef, rowKey, type Song } from '@ringalong/song';

export interface Window {
  readonly from: number;
  readonly to: number;
}

/** From the start of the bar being played (or the warm-up) to the end of `bars` bars after it. */
export function aheadWindow(song: Song, position: number, bars: number): Window {
  const start = barStartAt(song, position);
  return { from: Math.min(start, position), to: barsEnd(song, start, bars + 1) };
}

export interface QuietOptions {
  readonly aheadBars: number;
  /** The last beat on screen: a row with notes in view is never quiet. */
  readonly visibleTo: number;
}

/** Per row, in the order given: no notes in the bars ahead nor in view. */
export function quietRows(
  song: Song,
  rows: readonly RowRef[],
  position: number,
  options: QuietOptions,
): boolean[] {
  const window = aheadWindow(song, position, options.aheadBars);
  const staves = new Map(song.staves.map((stave) => [rowKey(stave), stave.notes]));
  const until = Math.max(window.to, options.visibleTo);
  return rows.map((row) => {
    const notes = staves.get(rowKey(row)) ?? [];
    const first = notes[firstNoteAtOrAfter(notes, window.from)];
    return !first || first.beat >= until;
  });
}
