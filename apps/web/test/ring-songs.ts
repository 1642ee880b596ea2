/**
 * Songs for Ring along's tests and screenshots: 8, 14 or 37 rows (an 8 note set, two octaves of C
 * major, a three-octave chromatic set), with a tune that moves through the rows so that only
 * some rows ring in any few bars.
 */
import { createDefaultSong, EIGHT_NOTE_SET, type Note, type Song } from '@ringalong/song';

/** The pitches of a set of `rows` rows. */
export function ringPitches(rows: 8 | 14 | 37): number[] {
  if (rows === 8) return [...EIGHT_NOTE_SET];
  if (rows === 14) return [60, 62, 64, 65, 67, 69, 71, 72, 74, 76, 77, 79, 81, 83];
  return Array.from({ length: 37 }, (_, i) => 48 + i);
}

/**
 * `bars` bars of 4/4: on each beat a chord of three rows next to one another, the chord walking
 * up the set a row each beat and back down; the first beat of each bar a longer note.
 */
export function ringSong(rows: 8 | 14 | 37, bars = 16, title = `${rows} rows`): Song {
  const pitches = ringPitches(rows);
  const notes = new Map<number, Note[]>(pitches.map((pitch) => [pitch, []]));
  const span = Math.max(1, pitches.length - 3);
  for (let beat = 0; beat < bars * 4; beat++) {
    const step = beat % (2 * span);
    const base = step < span ? step : 2 * span - step;
    for (let k = 0; k < 3; k++) {
      const pitch = pitches[Math.min(pitches.length - 1, base + k)]!;
      notes.get(pitch)!.push({ beat, length: beat % 4 === 0 ? 2 : 1 });
    }
  }
  const song = createDefaultSong();
  return {
    ...song,
    meta: { ...song.meta, title },
    staves: pitches.map((pitchId) => ({
      pitchId,
      instrument: 'handbell' as const,
      notes: [...new Map(notes.get(pitchId)!.map((n) => [n.beat, n])).values()],
    })),
  };
}
