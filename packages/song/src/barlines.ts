/** Barlines for drawing (spec section 9): strong lines at bar starts, lighter ones inside bars. */
import { bars } from './bars.ts';
import { BARLINE_WIDTHS, BARLINES_PAST_END } from './constants.ts';
import { lastBeat } from './song.ts';
import type { Barline, Song } from './types.ts';

type Strength = Barline['strength'];

/**
 * Lines inside a bar, as [beat offset, strength]. 6/8 is felt in two dotted-quarter pulses, so
 * its middle line sits at 1.5 beats; a line for every eighth would be too dense to read, so 6/8
 * has no weakest lines. Signatures without a pattern (2/2) get only the bar line.
 */
const PATTERNS: Readonly<Record<string, readonly (readonly [number, Strength])[]>> = {
  '4/4': [
    [0, 1],
    [1, 3],
    [2, 2],
    [3, 3],
  ],
  '3/4': [
    [0, 1],
    [1, 3],
    [2, 3],
  ],
  '2/4': [
    [0, 1],
    [1, 3],
  ],
  '6/8': [
    [0, 1],
    [1.5, 2],
  ],
};
const BAR_ONLY: readonly (readonly [number, Strength])[] = [[0, 1]];

/**
 * Every barline from beat 0 up to BARLINES_PAST_END beats after the last note, in beat order.
 * `fromBeat`/`toBeat` narrow the result to a visible window (both inclusive).
 */
export function barlines(song: Song, fromBeat = 0, toBeat = Number.POSITIVE_INFINITY): Barline[] {
  const until = Math.min(lastBeat(song) + BARLINES_PAST_END, toBeat);
  const lines: Barline[] = [];
  // One beat of slack so a bar starting exactly at `until` is walked too.
  for (const bar of bars(song, until + 1)) {
    if (bar.start + bar.length < fromBeat) continue;
    const { numerator, denominator } = bar.timeSignature;
    for (const [offset, strength] of PATTERNS[`${numerator}/${denominator}`] ?? BAR_ONLY) {
      const beat = bar.start + offset;
      if (offset >= bar.length || beat > until) break;
      if (beat >= fromBeat) lines.push({ beat, strength, width: BARLINE_WIDTHS[strength] });
    }
  }
  return lines;
}
