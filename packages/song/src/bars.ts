/**
 * Bars from time signatures (spec section 9): a bar lasts numerator * 4 / denominator beats, and
 * each signature rules from its beat until the next one. A signature that lands inside a bar
 * (only possible in imported documents) cuts that bar short, so bars never overlap.
 */
import { MAX_BEAT } from './constants.ts';
import type { Song, TimeSignature } from './types.ts';

export interface Bar {
  readonly start: number;
  readonly length: number;
  readonly timeSignature: TimeSignature;
}

const FALLBACK_SIGNATURE: TimeSignature = { beat: 0, numerator: 4, denominator: 4 };

export function barLength(ts: Pick<TimeSignature, 'numerator' | 'denominator'>): number {
  const length = (ts.numerator * 4) / ts.denominator;
  // A nonsense signature must not stall the bar walks below.
  return Number.isFinite(length) && length > 0 ? length : 4;
}

export function timeSignatureAt(song: Song, beat: number): TimeSignature {
  let found = song.timeSignatures[0] ?? FALLBACK_SIGNATURE;
  for (const ts of song.timeSignatures) {
    if (ts.beat <= beat) found = ts;
    else break;
  }
  return found;
}

function nextSignatureBeat(song: Song, beat: number): number {
  return song.timeSignatures.find((ts) => ts.beat > beat)?.beat ?? Number.POSITIVE_INFINITY;
}

/** The start of the bar holding `beat` (0 for beats before the song starts). */
export function barStartAt(song: Song, beat: number): number {
  if (!(beat > 0)) return 0;
  const ts = timeSignatureAt(song, Math.min(beat, MAX_BEAT));
  const length = barLength(ts);
  return ts.beat + Math.floor((Math.min(beat, MAX_BEAT) - ts.beat) / length) * length;
}

/** Every bar that starts before `untilBeat` (always at least the first bar). */
export function bars(song: Song, untilBeat: number): Bar[] {
  const result: Bar[] = [];
  const until = Math.min(untilBeat, MAX_BEAT);
  const signatures = song.timeSignatures.length > 0 ? song.timeSignatures : [FALLBACK_SIGNATURE];
  for (const [i, ts] of signatures.entries()) {
    const sectionEnd = signatures[i + 1]?.beat ?? Number.POSITIVE_INFINITY;
    const length = barLength(ts);
    // Multiplying rather than summing keeps bar starts exact over long songs.
    for (let k = 0; ; k++) {
      const start = ts.beat + k * length;
      if (start >= sectionEnd || (start >= until && result.length > 0)) break;
      result.push({ start, length: Math.min(length, sectionEnd - start), timeSignature: ts });
    }
    if (sectionEnd >= until && result.length > 0) break;
  }
  return result;
}

/** The beat where the bar `count` bars after the one starting at `start` begins. */
export function barsEnd(song: Song, start: number, count: number): number {
  let beat = start;
  let left = count;
  while (left > 0) {
    const next = nextSignatureBeat(song, beat);
    const length = barLength(timeSignatureAt(song, beat));
    if (next === Number.POSITIVE_INFINITY) return beat + left * length;
    const whole = Math.min(left, Math.ceil((next - beat) / length));
    const end = beat + whole * length;
    beat = Math.min(end, next);
    left -= whole;
  }
  return beat;
}
