/**
 * Written note values: a length in divisions as notes a score can show (whole, dotted half,
 * eighth triplet ...), tied together when one value is not enough.
 */

/** One written note or rest: its duration in divisions and how it is drawn. */
export interface NoteValue {
  readonly duration: number;
  /** MusicXML `<type>`; absent when no plain, dotted or triplet value fits (the reader works it out). */
  readonly type?: string;
  readonly dots: number;
  /** Three in the time of two. */
  readonly triplet: boolean;
}

/** Values in quarter notes, longest first. */
const TYPES: readonly (readonly [string, number])[] = [
  ['breve', 8],
  ['whole', 4],
  ['half', 2],
  ['quarter', 1],
  ['eighth', 1 / 2],
  ['16th', 1 / 4],
  ['32nd', 1 / 8],
  ['64th', 1 / 16],
  ['128th', 1 / 32],
];
const FINEST = 1 / 32;
const EPSILON = 1e-9;

const isWhole = (value: number) => Math.abs(value - Math.round(value)) < EPSILON;

/** Plain and dotted values adding up to `quarters` (a whole number of 128ths), longest first. */
function binaryValues(quarters: number): { quarters: number; type: string; dots: number }[] {
  const values: { quarters: number; type: string; dots: number }[] = [];
  let left = quarters;
  while (left > EPSILON) {
    const [type, value] = TYPES.find(([, v]) => v <= left + EPSILON) ?? TYPES[TYPES.length - 1]!;
    let dots = 0;
    let total = value;
    // A dot adds half the last value, as long as what is left holds it.
    while (
      dots < 2 &&
      value / 2 ** (dots + 1) >= FINEST &&
      total + value / 2 ** (dots + 1) <= left + EPSILON
    ) {
      dots += 1;
      total += value / 2 ** dots;
    }
    values.push({ quarters: total, type, dots });
    left -= total;
  }
  return values;
}

/**
 * `duration` divisions (`divisions` to the quarter note) as written values that add up to it
 * exactly: plain and dotted values when it is a whole number of 128th notes, triplets (three in
 * the time of two) when half as long again it is, else one value without a type.
 */
export function noteValues(duration: number, divisions: number): NoteValue[] {
  const quarters = duration / divisions;
  let pieces: { quarters: number; type: string; dots: number; triplet: boolean }[] | null = null;
  if (isWhole(quarters / FINEST)) {
    pieces = binaryValues(quarters).map((v) => ({ ...v, triplet: false }));
  } else if (isWhole((quarters * 3) / 2 / FINEST)) {
    pieces = binaryValues((quarters * 3) / 2).map((v) => ({
      ...v,
      quarters: (v.quarters * 2) / 3,
      triplet: true,
    }));
  }
  if (!pieces) return [{ duration, dots: 0, triplet: false }];
  const values: NoteValue[] = [];
  let used = 0;
  for (const [i, piece] of pieces.entries()) {
    const end = i === pieces.length - 1 ? duration : Math.round(used + piece.quarters * divisions);
    values.push({ duration: end - used, type: piece.type, dots: piece.dots, triplet: piece.triplet });
    used = end;
  }
  return values.filter((value) => value.duration > 0);
}

/** The divisions per quarter note that make every given beat a whole number (960 at worst, rounding). */
export function divisionsFor(beats: Iterable<number>): number {
  const all = [...beats];
  for (const candidate of [1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64, 96, 128, 192, 384, 480, 960]) {
    if (all.every((beat) => isWhole(beat * candidate))) return candidate;
  }
  return 480;
}
