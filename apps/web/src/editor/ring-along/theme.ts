/** Ring along's own colours: black ground; its text, bar numbers and hit line white (21:1). */
import type { Rgb } from './contrast.ts';

export const RING_THEME = {
  background: '#000000',
  backgroundRgb: [0, 0, 0] as Rgb,
  /** Bar numbers, the hit line and the mode's own words. */
  ink: '#ffffff',
  hitLine: '#ffffff',
  barline: '#4a4f5c',
  beatLine: '#22252c',
  /** Between two ringers' rows, and the bracket by a ringer's name. */
  groupRule: '#5a6070',
  /** Names and note heads reach at least this contrast against the background. */
  contrast: 7,
  /**
   * A quiet row (no notes in the bars ahead): its name and notes at this opacity, about 3:1 on
   * the ground (still readable large, clearly behind the rows about to ring).
   */
  quietAlpha: 0.6,
  /** A note's tail (its length), in the row's colour at this opacity. */
  tailAlpha: 0.6,
  /** The letters on a note head. */
  noteInk: '#000000',
} as const;
