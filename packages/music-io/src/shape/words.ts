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

/** Transposition by semitones in words: 'up an octave', 'down 3 semitones'. */
export function transposition(semitones: number): string {
  const way = semitones > 0 ? 'up' : 'down';
  const size = Math.abs(semitones);
  if (size % 12 === 0) return `${way} ${size === 12 ? 'an octave' : `${size / 12} octaves`}`;
  return `${way} ${count(size, 'semitone')}`;
}
