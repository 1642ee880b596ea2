/** Small song builders shared by this package's tests. */
import fc from 'fast-check';
import { createDefaultSong } from './song.ts';
import type { Song, TimeSignature } from './types.ts';

/** A song with the given notes per pitch (beats in any order; staves sorted). */
export function songWith(
  notes: Readonly<Record<number, readonly number[]>>,
  timeSignatures?: TimeSignature[],
): Song {
  const base = createDefaultSong();
  return {
    ...base,
    staves: Object.entries(notes)
      .map(([pitch, beats]) => ({
        pitchId: Number(pitch),
        notes: [...beats].sort((a, b) => a - b).map((beat) => ({ beat })),
      }))
      .sort((a, b) => a.pitchId - b.pitchId),
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

export function isSortedUnique(song: Song): boolean {
  return song.staves.every((stave) =>
    stave.notes.every((note, i) => i === 0 || stave.notes[i - 1]!.beat < note.beat),
  );
}
