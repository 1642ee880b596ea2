/**
 * Time signatures and bars of a piece: the file's bars (numbered as a score numbers them, a
 * pickup bar as bar 0) and the editor's signatures that stand for the file's.
 */
import { MAX_BEAT, partitionPoint, TIME_SIGNATURES_OFFERED } from '@ringalong/song';
import type { Piece, PieceTimeSignature } from '../piece.ts';

/** How far a stand-in bar may differ from the file's, as a share of the file's bar. */
const NEAR = 0.25;
/** Song bars per file bar that a stand-in may use: two file bars in one, or one file bar in up to four. */
const BARS_PER_FILE_BAR = [0.5, 1, 2, 3, 4] as const;

export interface SignatureChoice {
  readonly numerator: number;
  readonly denominator: number;
  /** Song bars per file bar. */
  readonly bars: number;
  /** True when the song's bar lines fall where the file's do. */
  readonly exact: boolean;
}

export const signatureLabel = (ts: { numerator: number; denominator: number }) =>
  `${ts.numerator}/${ts.denominator}`;

/** Quarter beats in one bar of a signature; NaN for a signature that makes no sense. */
export function fileBarLength(ts: { numerator: number; denominator: number }): number {
  const length = (ts.numerator * 4) / ts.denominator;
  return Number.isFinite(length) && length > 0 ? length : Number.NaN;
}

/**
 * The offered signature that stands for a file's: the same one when offered; else the one whose
 * bars (or two, three or four of them, or half of one) come nearest the file's bar, preferring the
 * same note value as a beat, then one bar per bar; undefined when nothing is within a quarter.
 */
export function chooseSignature(ts: { numerator: number; denominator: number }): SignatureChoice | undefined {
  const length = fileBarLength(ts);
  if (Number.isNaN(length)) return undefined;
  let best: { choice: SignatureChoice; rank: number[] } | undefined;
  for (const [order, offered] of TIME_SIGNATURES_OFFERED.entries()) {
    const offeredLength = fileBarLength(offered);
    for (const bars of BARS_PER_FILE_BAR) {
      const same = offered.numerator === ts.numerator && offered.denominator === ts.denominator;
      const rank = [
        same ? -1 : 0,
        Math.abs(offeredLength * bars - length),
        offered.denominator === ts.denominator ? 0 : 1,
        Math.abs(Math.log2(bars)),
        order,
      ];
      if (!best || before(rank, best.rank)) {
        const exact = offeredLength * bars === length;
        best = {
          choice: { numerator: offered.numerator, denominator: offered.denominator, bars, exact },
          rank,
        };
      }
    }
  }
  if (!best) return undefined;
  const error = Math.abs(fileBarLength(best.choice) * best.choice.bars - length) / length;
  return error <= NEAR ? best.choice : undefined;
}

/** Lexicographic order of two ranks of equal length: true when `a` comes first. */
function before(a: readonly number[], b: readonly number[]): boolean {
  const at = a.findIndex((value, i) => value !== b[i]);
  return at >= 0 && a[at]! < b[at]!;
}

/** More bars than any song can show: a hostile signature (1/64) must not walk for ever. */
const MAX_BARS = 100_000;

export interface FileBar {
  /** As a score numbers it: a pickup bar is bar 0, the first whole bar bar 1. */
  readonly number: number;
  readonly start: number;
  readonly length: number;
  readonly signature: PieceTimeSignature;
}

function signatureAt(piece: Piece, beat: number): PieceTimeSignature {
  let found: PieceTimeSignature = piece.timeSignatures[0] ?? { beat: 0, numerator: 4, denominator: 4 };
  for (const ts of piece.timeSignatures) if (ts.beat <= beat) found = ts;
  return found;
}

/** The last onset of any part; 0 for a piece without notes. */
export function lastOnset(piece: Piece): number {
  let last = 0;
  for (const part of piece.parts) for (const note of part.notes) last = Math.max(last, note.beat);
  return last;
}

/**
 * The file's bars up to the one holding its last onset (never past MAX_BEAT). A signature that
 * starts inside a bar cuts that bar short. A signature that makes no sense counts as 4/4 here;
 * shaping refuses it.
 */
export function fileBars(piece: Piece): FileBar[] {
  const bars: FileBar[] = [];
  const end = Math.min(lastOnset(piece), MAX_BEAT);
  const changes = piece.timeSignatures.map((ts) => ts.beat).filter((beat) => beat > 0);
  let start = 0;
  let number = piece.pickupBeats > 0 ? 0 : 1;
  while (bars.length === 0 || (start <= end && bars.length < MAX_BARS)) {
    const signature = signatureAt(piece, start);
    let length = number === 0 ? piece.pickupBeats : fileBarLength(signature) || 4;
    const next = changes.find((beat) => beat > start && beat < start + length);
    if (next !== undefined) length = next - start;
    bars.push({ number, start, length, signature });
    start += length;
    number++;
  }
  return bars;
}

/** Index in `bars` of the bar holding `beat` (the first bar for beats before it). */
export function barIndexAt(bars: readonly FileBar[], beat: number): number {
  return Math.max(0, partitionPoint(bars.length, (i) => bars[i]!.start > beat) - 1);
}
