/** Reading the fixtures in tests: their bytes, readMusic's piece, and notes flattened for comparing. */
import { readFileSync } from 'node:fs';
import type { Piece, ReadOutcome } from '../src/piece.ts';
import { readMusic } from '../src/read/index.ts';

export const fixture = (name: string): Uint8Array =>
  new Uint8Array(readFileSync(new URL(`fixtures/${name}`, import.meta.url)));

export function expectPiece(outcome: ReadOutcome): Piece {
  if (outcome.kind !== 'piece') throw new Error(`expected a piece, got ${JSON.stringify(outcome)}`);
  return outcome.piece;
}

export const readFixture = (name: string, tune?: number): Piece =>
  expectPiece(readMusic(name, fixture(name), tune === undefined ? {} : { tune }));

/** [pitch, beat, length] of every note of every part, in time order (onsets near equal sort by pitch). */
export type NoteTriple = readonly [number, number, number];

export function sortTriples(notes: NoteTriple[]): NoteTriple[] {
  return notes.sort((a, b) => Math.round(a[1] * 96) - Math.round(b[1] * 96) || a[0] - b[0] || a[2] - b[2]);
}

export function pieceTriples(piece: Piece): NoteTriple[] {
  return sortTriples(
    piece.parts.flatMap((part) => part.notes.map((n) => [n.pitch, n.beat, n.length] as const)),
  );
}

export function expectedTriples(name: string): NoteTriple[] {
  return sortTriples(
    JSON.parse(readFileSync(new URL(`fixtures/expected/${name}.json`, import.meta.url), 'utf8')),
  );
}

/** The notes that differ by more than `tolerance` beats in onset or length, or in pitch. */
export function mismatches(
  actual: readonly NoteTriple[],
  expected: readonly NoteTriple[],
  tolerance: number,
): string[] {
  const out: string[] = [];
  if (actual.length !== expected.length) out.push(`${actual.length} notes, expected ${expected.length}`);
  expected.forEach((want, i) => {
    const got = actual[i];
    if (
      !got ||
      got[0] !== want[0] ||
      Math.abs(got[1] - want[1]) > tolerance ||
      Math.abs(got[2] - want[2]) > tolerance
    ) {
      out.push(`note ${i}: got ${JSON.stringify(got)}, expected ${JSON.stringify(want)}`);
    }
  });
  return out.slice(0, 10);
}
