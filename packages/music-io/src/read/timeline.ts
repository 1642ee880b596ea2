/** Shared finishing touches for every reader: defaults at beat 0, sorted and de-duplicated marks. */
import type { PieceNote, PieceTempo, PieceTimeSignature } from '../piece.ts';

export const DEFAULT_BPM = 120;
const EPSILON = 1e-6;

/** Sorted by beat; the last mark at a beat wins; repeats of the same value dropped; one at beat 0. */
export function tempoMarks(marks: readonly PieceTempo[]): PieceTempo[] {
  const sorted = dedupe([...marks].sort((a, b) => a.beat - b.beat));
  const out: PieceTempo[] = [];
  for (const mark of sorted) if (out.at(-1)?.bpm !== mark.bpm) out.push(mark);
  if (!out[0] || out[0].beat > EPSILON) out.unshift({ beat: 0, bpm: DEFAULT_BPM });
  return out;
}

export function signatureMarks(marks: readonly PieceTimeSignature[]): PieceTimeSignature[] {
  const sorted = dedupe([...marks].sort((a, b) => a.beat - b.beat));
  const out: PieceTimeSignature[] = [];
  for (const mark of sorted) {
    const last = out.at(-1);
    if (last?.numerator !== mark.numerator || last.denominator !== mark.denominator) out.push(mark);
  }
  if (!out[0] || out[0].beat > EPSILON) out.unshift({ beat: 0, numerator: 4, denominator: 4 });
  return out;
}

function dedupe<T extends { beat: number }>(sorted: T[]): T[] {
  const out: T[] = [];
  for (const mark of sorted) {
    if (out.length > 0 && Math.abs((out.at(-1) as T).beat - mark.beat) < EPSILON) out[out.length - 1] = mark;
    else out.push(mark);
  }
  return out;
}

export function sortNotes(notes: PieceNote[]): PieceNote[] {
  return notes.sort((a, b) => a.beat - b.beat || a.pitch - b.pitch);
}
