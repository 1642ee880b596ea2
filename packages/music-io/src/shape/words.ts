/** Counts, beats and tempos in the words the preview's list of changes uses. */

/** '1 note', '12 notes'. */
export function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** A figure with at most two decimals: 1.5, 0.25, 120. */
export function figure(n: number): string {
  return String(Math.round(n * 100) / 100);
}

export function beats(n: number): string {
  return `${figure(n)} ${n === 1 ? 'beat' : 'beats'}`;
}

/** Transposition by semitones in words: 'up an octave', 'down 3 semitones' (as 'Fit to our bells' says it). */
export { transpositionWords as transposition } from '@ringalong/song';
