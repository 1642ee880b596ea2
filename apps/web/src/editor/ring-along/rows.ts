/**
 * Which rows Ring along shows, and where. A row is quiet when it has no notes from the start of
 * the bar being played to the end of the next `aheadBars` bars; quiet rows are dimmed, or hidden
 * when the listener chose so. When the rows do not all fit at their least height, the view shows
 * only the rows with notes coming (never smaller rows): a projector serves a whole choir at once,
 * so no one can scroll it to their own row, while the rows about to ring are what everyone needs.
 * Rows keep the song's order and slide in and out (their height grows and shrinks together).
 */
import { barStartAt, barsEnd, firstNoteAtOrAfter, type RowRef, rowKey, type Song } from '@ringalong/song';
import { RING_SIZES, rowsHeight, slotFor } from './sizes.ts';

export interface Window {
  readonly from: number;
  readonly to: number;
}

/** From the start of the bar being played (or the warm-up) to the end of `bars` bars after it. */
export function aheadWindow(song: Song, position: number, bars: number): Window {
  const start = barStartAt(song, position);
  return { from: Math.min(start, position), to: barsEnd(song, start, bars + 1) };
}

export interface RowChoice {
  /** Per row, in the song's order: shown or not. */
  readonly shown: readonly boolean[];
  /** Per row: no notes in the bars ahead (drawn dimmed). */
  readonly quiet: readonly boolean[];
  /** Rows with notes coming that did not fit. */
  readonly leftOut: number;
}

export interface ChoiceOptions {
  readonly aheadBars: number;
  readonly quietRows: 'dim' | 'hide';
  /** Rows that fit at their least height. */
  readonly capacity: number;
  /** The last beat on screen: a row with notes in view is never hidden while there is room. */
  readonly visibleTo: number;
}

export function chooseRows(
  song: Song,
  rows: readonly RowRef[],
  position: number,
  options: ChoiceOptions,
): RowChoice {
  const window = aheadWindow(song, position, options.aheadBars);
  const staves = new Map(song.staves.map((stave) => [rowKey(stave), stave.notes]));
  const until = Math.max(window.to, options.visibleTo);
  const quiet: boolean[] = [];
  /** Per row: the beat of its next note from the window's start (Infinity: none until `until`). */
  const next: number[] = [];
  for (const row of rows) {
    const notes = staves.get(rowKey(row)) ?? [];
    const first = notes[firstNoteAtOrAfter(notes, window.from)];
    quiet.push(!first || first.beat >= window.to);
    const coming = notes[firstNoteAtOrAfter(notes, position)];
    next.push(
      first && first.beat < until ? (coming && coming.beat < until ? coming.beat : position) : Infinity,
    );
  }
  if (options.quietRows === 'dim' && rows.length <= options.capacity)
    return { shown: rows.map(() => true), quiet, leftOut: 0 };
  const needed = rows.map((_, i) => i).filter((i) => next[i]! < Infinity);
  let kept = needed;
  if (needed.length > options.capacity) {
    // The rows that ring soonest; a tie keeps the song's order.
    kept = [...needed].sort((a, b) => next[a]! - next[b]! || a - b).slice(0, options.capacity);
  }
  const keep = new Set(kept);
  return { shown: rows.map((_, i) => keep.has(i)), quiet, leftOut: needed.length - kept.length };
}

/** How long a row takes to come or go. */
export const ROW_MOTION_MS = 350;

/**
 * Each row's share of a full row (0 hidden, 1 shown) moved toward its target by `dt` ms. Rows not
 * seen before start at their target. All move at one rate, so while one row goes and another
 * comes the rows' total height stays the same.
 */
export function stepShares(
  previous: ReadonlyMap<string, number>,
  targets: ReadonlyMap<string, number>,
  dt: number,
): Map<string, number> {
  const step = Math.max(0, dt) / ROW_MOTION_MS;
  const next = new Map<string, number>();
  for (const [key, target] of targets) {
    const was = previous.get(key);
    if (was === undefined) next.set(key, target);
    else next.set(key, was < target ? Math.min(target, was + step) : Math.max(target, was - step));
  }
  return next;
}

/** Whether any share is still on its way. */
export function moving(shares: ReadonlyMap<string, number>, targets: ReadonlyMap<string, number>): boolean {
  for (const [key, target] of targets) if (shares.get(key) !== target) return true;
  return false;
}

/** Ease in and out; symmetric (ease(1 - x) = 1 - ease(x)), so a row coming and one going add up to one. */
export function ease(x: number): number {
  const t = Math.min(1, Math.max(0, x));
  return t * t * (3 - 2 * t);
}

export interface RowPlace {
  /** The row's index in the song's order. */
  readonly row: number;
  /** Its centre. */
  readonly y: number;
  /** The height it takes now (its slot times its eased share). */
  readonly height: number;
  /** How far it has come in (0 to 1): its opacity. */
  readonly share: number;
}

/**
 * Rows placed top to bottom below the bar-number band, each taking its eased share of a slot;
 * the slot is what the shares add up to allows (never below the least), and the block is centred
 * when the rows are at their most.
 */
export function placeRows(height: number, shares: readonly number[]): { slot: number; places: RowPlace[] } {
  const eased = shares.map(ease);
  const total = eased.reduce((sum, share) => sum + share, 0);
  const slot = slotFor(height, total);
  let y = RING_SIZES.barBand + Math.max(0, (rowsHeight(height) - slot * total) / 2);
  const places: RowPlace[] = [];
  for (const [row, share] of eased.entries()) {
    const h = slot * share;
    if (share > 0.001) places.push({ row, y: y + h / 2, height: h, share });
    y += h;
  }
  return { slot, places };
}
