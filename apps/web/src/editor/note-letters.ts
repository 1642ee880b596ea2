/**
 * The bell letters of note input (N in the composer): A to G, and the pitch class each names in
 * the song's key. Plain data for the key table (keys.ts) and the note input (controller/note-input.ts).
 */

/** The bell letters, and each one's pitch class in C major. */
export const NOTE_LETTERS = ['a', 'b', 'c', 'd', 'e', 'f', 'g'] as const;
export type NoteLetter = (typeof NOTE_LETTERS)[number];
const PITCH_CLASS: Readonly<Record<NoteLetter, number>> = { c: 0, d: 2, e: 4, f: 5, g: 7, a: 9, b: 11 };

/** The pitch class a letter names in a key of `fifths` (its sharps or flats applied). */
export function letterPitchClass(letter: NoteLetter, fifths: number): number {
  const name = letter.toUpperCase();
  const sharp = ['F', 'C', 'G', 'D', 'A', 'E', 'B'].slice(0, Math.max(0, fifths)).includes(name);
  const flat = ['B', 'E', 'A', 'D', 'G', 'C', 'F'].slice(0, Math.max(0, -fifths)).includes(name);
  return (PITCH_CLASS[letter] + (sharp ? 1 : 0) - (flat ? 1 : 0) + 12) % 12;
}
