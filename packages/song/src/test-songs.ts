/** Small song builders shared by this package's tests. */
import fc from 'fast-check';
import { barStartAt, barsEnd } from './bars.ts';
import { MAX_BEAT, MAX_NOTE_LENGTH, MIN_NOTE_LENGTH, TIME_SIGNATURES_OFFERED } from './constants.ts';
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
      fc.double({ min: MIN_NOTE_LENGTH, max: MAX_NOTE_LENGTH, noNaN: true }),
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

/**
 * Arbitrary version 3 songs: arbitrary version 2 content over sections of offered time
 * signatures, with rehearsal marks on some of the bars (labels of one to four letters or digits).
 */
export const arbitraryMarkedSong = fc
  .record({
    song: arbitrarySongV2,
    sections: fc.array(
      fc.record({
        signature: fc.constantFrom(...TIME_SIGNATURES_OFFERED),
        bars: fc.integer({ min: 1, max: 12 }),
      }),
      { minLength: 1, maxLength: 4 },
    ),
    marked: fc.uniqueArray(fc.integer({ min: 0, max: 60 }), { maxLength: 8 }),
    labels: fc.array(fc.stringMatching(/^[A-Za-z0-9]{1,4}$/), { minLength: 8, maxLength: 8 }),
  })
  .map(({ song, sections, marked, labels }): Song => {
    const timeSignatures: TimeSignature[] = [];
    let beat = 0;
    for (const { signature, bars } of sections) {
      timeSignatures.push({ beat, numerator: signature.numerator, denominator: signature.denominator });
      beat += (bars * signature.numerator * 4) / signature.denominator;
    }
    const shaped = { ...song, timeSignatures };
    const starts = [...new Set(marked.map((bar) => barsEnd(shaped, 0, bar)))].sort((a, b) => a - b);
    const marks = starts.map((start, i) => ({ beat: start, label: labels[i]! }));
    return marks.length > 0 ? { ...shaped, marks } : shaped;
  });

/** Every mark on a bar start, sorted by beat, one a bar, and no empty list kept. */
export function marksInPlace(song: Song): boolean {
  const marks = song.marks;
  if (marks === undefined) return true;
  return (
    marks.length > 0 &&
    marks.every(
      (mark, i) => barStartAt(song, mark.beat) === mark.beat && (i === 0 || marks[i - 1]!.beat < mark.beat),
    )
  );
}
