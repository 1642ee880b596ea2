/** Small song builders shared by this package's tests. */
import fc from 'fast-check';
import { MAX_BEAT, MAX_NOTE_LENGTH } from './constants.ts';
import { compareRows, createDefaultSong, rowKey, sortedNotes } from './song.ts';
import {
  INSTRUMENTS,
  type Instrument,
  type Note,
  type NoteRef,
  type Song,
  type Stave,
  TECHNIQUES,
  type TimeSignature,
} from './types.ts';

/** A handbell row's note ref, for tests that only use handbell rows. */
export function bell(pitchId: number, beat: number): NoteRef {
  return { pitchId, instrument: 'handbell', beat };
}

/**
 * A song with the given notes per pitch (beats in any order; staves sorted), each ringing one
 * beat, on handbell rows; `chimes` adds handchime rows the same way.
 */
export function songWith(
  notes: Readonly<Record<number, readonly number[]>>,
  timeSignatures?: TimeSignature[],
  chimes: Readonly<Record<number, readonly number[]>> = {},
): Song {
  const base = createDefaultSong();
  const rows = (byPitch: Readonly<Record<number, readonly number[]>>, instrument: Instrument): Stave[] =>
    Object.entries(byPitch).map(([pitch, beats]) => ({
      pitchId: Number(pitch),
      instrument,
      notes: [...beats].sort((a, b) => a - b).map((beat) => ({ beat, length: 1 })),
    }));
  return {
    ...base,
    staves: [...rows(notes, 'handbell'), ...rows(chimes, 'handchime')].sort(compareRows),
    timeSignatures: timeSignatures ?? base.timeSignatures,
  };
}

export const PITCHES = [60, 62, 64, 65, 67] as const;

/** Arbitrary songs on the default bells with quarter-beat notes, as the editor makes them. */
export const arbitrarySong = fc
  .tuple(...PITCHES.map(() => fc.uniqueArray(fc.integer({ min: 0, max: 400 }), { maxLength: 30 })))
  .map((perStave) =>
    songWith(Object.fromEntries(PITCHES.map((pitch, i) => [pitch, perStave[i]!.map((q) => q / 4)]))),
  );

const arbitraryNote = fc
  .record({
    beat: fc.integer({ min: 0, max: 400 }).map((q) => q / 4),
    length: fc.oneof(
      fc.integer({ min: 1, max: 16 * 48 }).map((n) => n / 48),
      fc.double({ min: 0.001, max: MAX_NOTE_LENGTH, noNaN: true }),
    ),
    technique: fc.option(fc.constantFrom(...TECHNIQUES), { nil: undefined }),
  })
  .map(({ technique, ...note }): Note => (technique === undefined ? note : { ...note, technique }));

/**
 * Arbitrary version 2 songs: handbell and handchime rows (some of one pitch), notes of any
 * length and technique, in the normalized form `parseSong` returns.
 */
export const arbitrarySongV2 = fc
  .uniqueArray(
    fc.record({
      pitchId: fc.integer({ min: 36, max: 108 }),
      instrument: fc.constantFrom(...INSTRUMENTS),
      notes: fc.array(arbitraryNote, { maxLength: 20 }),
    }),
    { maxLength: 8, selector: (stave) => rowKey(stave) },
  )
  .map(
    (staves): Song => ({
      ...createDefaultSong(),
      staves: staves.map((stave) => ({ ...stave, notes: sortedNotes(stave.notes) })).sort(compareRows),
    }),
  );

/** Arbitrary version 1 documents (one row per pitch, notes only beats, in any order, duplicates allowed). */
export const arbitrarySongV1 = fc
  .uniqueArray(
    fc.record({
      pitchId: fc.integer({ min: 0, max: 127 }),
      notes: fc.array(
        fc
          .oneof(
            fc.integer({ min: 0, max: 400 }).map((q) => q / 4),
            fc.double({ min: 0, max: MAX_BEAT, noNaN: true }),
          )
          .map((beat) => ({ beat })),
        { maxLength: 25 },
      ),
    }),
    { maxLength: 8, selector: (stave) => stave.pitchId },
  )
  .map((staves) => ({
    version: 1,
    meta: { title: 'Old Song' },
    staves,
    timeSignatures: [{ beat: 0, numerator: 3, denominator: 4 }],
  }));

export function isSortedUnique(song: Song): boolean {
  return song.staves.every((stave) =>
    stave.notes.every((note, i) => i === 0 || stave.notes[i - 1]!.beat < note.beat),
  );
}
