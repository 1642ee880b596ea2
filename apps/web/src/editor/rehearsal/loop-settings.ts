/**
 * A looped passage: a session setting of the player (kept while the page lives, never stored
 * with the song), from the start of bar `from` to the end of bar `to` (1-based, inclusive).
 */
export interface LoopSettings {
  readonly on: boolean;
  readonly from: number;
  readonly to: number;
  /** Percent of the written tempo added each pass, up to the written tempo; 0: off. */
  readonly speedUp: number;
  /** A bar's count (clicks and the big count) before every pass after the first; absent: none. */
  readonly countEachPass?: boolean;
}

/** 'Speed up each pass' when switched on: +5 % a pass. */
export const DEFAULT_SPEED_UP = 5;
