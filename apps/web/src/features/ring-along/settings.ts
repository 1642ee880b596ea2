/** Ring along's settings as the control row offers them: typed values clamped to their ranges. */
import { AHEAD_BARS_RANGE, LOOK_AHEAD_RANGE } from '@ringalong/song';

/** Seconds in half steps, within 2 to 12; an unreadable entry keeps `current`. */
export function lookAheadFrom(typed: number | null, current: number): number {
  if (typed === null || !Number.isFinite(typed)) return current;
  const halves = Math.round(typed * 2) / 2;
  return Math.min(LOOK_AHEAD_RANGE.max, Math.max(LOOK_AHEAD_RANGE.min, halves));
}

/** Whole bars within 1 to 8; an unreadable entry keeps `current`. */
export function aheadBarsFrom(typed: number | null, current: number): number {
  if (typed === null || !Number.isFinite(typed)) return current;
  return Math.min(AHEAD_BARS_RANGE.max, Math.max(AHEAD_BARS_RANGE.min, Math.round(typed)));
}
