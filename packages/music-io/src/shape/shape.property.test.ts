import { MAX_NOTE_LENGTH, NOTE_LIMIT, songSchema, TIME_SIGNATURES_OFFERED } from '@ringalong/song';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Piece, PieceNote } from '../piece.ts';
import { BELL_SETS } from './bell-sets.ts';
import { QUANTIZE_CHOICES, type ShapeOptions } from './options.ts';
import { shapePiece } from './shape.ts';

const note: fc.Arbitrary<PieceNote> = fc.record({
  pitch: fc.integer({ min: 0, max: 127 }),
  beat: fc.oneof(
    fc.integer({ min: 0, max: 200 }).map((b) => b / 4),
    fc.double({ min: 0, max: 60, noNaN: true }),
  ),
  length: fc.oneof(fc.double({ min: 0.01, max: 200, noNaN: true }), fc.constantFrom(0.25, 1, 3)),
});

const signature = fc.record({
  numerator: fc.integer({ min: 1, max: 16 }),
  denominator: fc.constantFrom(1, 2, 4, 8, 16),
});

const piece: fc.Arbitrary<Piece> = fc
  .record({
    parts: fc.array(
      fc.record({
        notes: fc.array(note, { maxLength: 40 }),
        drum: fc.boolean(),
        chime: fc.boolean(),
      }),
      { minLength: 1, maxLength: 4 },
    ),
    signatures: fc.array(fc.tuple(fc.integer({ min: 1, max: 40 }), signature), { maxLength: 3 }),
    first: signature,
    pickup: fc.constantFrom(0, 0.5, 1, 2),
    bpm: fc.double({ min: 1, max: 400, noNaN: true }),
    title: fc.string(),
  })
  .map(({ parts, signatures, first, pickup, bpm, title }) => ({
    format: 'midi',
    title,
    parts: parts.map((p, i) => ({
      id: `P${i}`,
      name: `Part ${i}`,
      notes: [...p.notes].sort((a, b) => a.beat - b.beat || a.pitch - b.pitch),
      drum: p.drum,
      ...(p.chime ? { instrument: 'handchime' as const } : {}),
    })),
    tempos: [{ beat: 0, bpm }],
    timeSignatures: [
      { beat: 0, ...first },
      ...[...new Map(signatures.map(([beat, ts]) => [beat, { beat, ...ts }])).values()].sort(
        (a, b) => a.beat - b.beat,
      ),
    ],
    pickupBeats: pickup,
    remarks: [],
  }));

const options: fc.Arbitrary<ShapeOptions> = fc.record({
  transpose: fc.integer({ min: -24, max: 24 }),
  convention: fc.constantFrom('written' as const, 'sounding' as const),
  quantize: fc.constantFrom(...QUANTIZE_CHOICES.map((q) => q.value)),
  bellSet: fc.constantFrom(...BELL_SETS.map((s) => s.id)),
  leaveOutside: fc.boolean(),
  merge: fc.boolean(),
  fromBar: fc.option(fc.integer({ min: -2, max: 30 }), { nil: undefined }),
  toBar: fc.option(fc.integer({ min: -2, max: 30 }), { nil: undefined }),
});

describe('shaping any piece', () => {
  it('gives a song the song schema accepts, or a refusal, never both', () => {
    fc.assert(
      fc.property(piece, options, (p, o) => {
        const shaped = shapePiece(p, o);
        expect(shaped.song === null).toBe(shaped.refusal !== null);
        if (shaped.song) expect(songSchema.safeParse(shaped.song).error?.issues).toBeUndefined();
        expect(shaped.bpm).toBeGreaterThanOrEqual(40);
        expect(shaped.bpm).toBeLessThanOrEqual(180);
      }),
    );
  });

  it('never brings in more notes than the file has, nor over the limit, and snaps every note to the grid', () => {
    fc.assert(
      fc.property(piece, options, (p, o) => {
        const shaped = shapePiece(p, o);
        const given = p.parts.reduce((sum, part) => sum + part.notes.length, 0);
        expect(shaped.noteCount).toBeLessThanOrEqual(given);
        if (!shaped.song) return;
        expect(shaped.noteCount).toBeLessThanOrEqual(NOTE_LIMIT);
        for (const stave of shaped.song.staves) {
          for (const n of stave.notes) {
            expect(n.length).toBeGreaterThan(0);
            expect(n.length).toBeLessThanOrEqual(MAX_NOTE_LENGTH);
            if (o.quantize) {
              expect(Number.isInteger(n.beat / o.quantize)).toBe(true);
              expect(n.length).toBeGreaterThanOrEqual(o.quantize);
            }
          }
        }
      }),
    );
  });

  it('keeps every note of a plain piece, moved only by the transposition', () => {
    const plain = fc.array(
      fc.record({ pitch: fc.integer({ min: 40, max: 90 }), beat: fc.integer({ min: 0, max: 400 }) }),
      { maxLength: 200 },
    );
    fc.assert(
      fc.property(plain, fc.integer({ min: -12, max: 12 }), (notes, transpose) => {
        const unique = [...new Map(notes.map((n) => [`${n.pitch}@${n.beat}`, n])).values()];
        const p: Piece = {
          format: 'musicxml',
          title: 'T',
          parts: [{ id: 'P', name: 'P', drum: false, notes: unique.map((n) => ({ ...n, length: 1 })) }],
          tempos: [{ beat: 0, bpm: 100 }],
          timeSignatures: [{ beat: 0, ...TIME_SIGNATURES_OFFERED[0]! }],
          pickupBeats: 0,
          remarks: [],
        };
        const shaped = shapePiece(p, { transpose });
        const got = (shaped.song?.staves ?? []).flatMap((s) =>
          s.notes.map((n) => `${s.pitchId - transpose}@${n.beat}`),
        );
        expect(got.sort()).toEqual(unique.map((n) => `${n.pitch}@${n.beat}`).sort());
      }),
    );
  });
});
