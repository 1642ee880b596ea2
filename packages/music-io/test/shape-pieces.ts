/** Pieces for the shaping tests, as a reader would return them. */
import type { Piece, PieceNote, PiecePart } from '../src/piece.ts';

export function part(id: string, notes: readonly PieceNote[], extra: Partial<PiecePart> = {}): PiecePart {
  return {
    id,
    name: id,
    notes: [...notes].sort((a, b) => a.beat - b.beat || a.pitch - b.pitch),
    drum: false,
    ...extra,
  };
}

/** Notes of one pitch, a quarter note each, on the given beats. */
export function quarters(pitch: number, beats: readonly number[]): PieceNote[] {
  return beats.map((beat) => ({ pitch, beat, length: 1 }));
}

export function piece(parts: readonly PiecePart[], extra: Partial<Piece> = {}): Piece {
  return {
    format: 'musicxml',
    title: 'Test Piece',
    parts,
    tempos: [{ beat: 0, bpm: 100 }],
    timeSignatures: [{ beat: 0, numerator: 4, denominator: 4 }],
    pickupBeats: 0,
    remarks: [],
    ...extra,
  };
}
