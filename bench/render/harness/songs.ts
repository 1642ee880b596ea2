/** Big songs for the render benchmark: `count` notes spread over 32 staves. */
import { createDefaultSong, type Song } from '@ringalong/song';

export function benchSong(count: number, staveCount = 32, step = 0.25): Song {
  const pitches = Array.from({ length: staveCount }, (_, i) => 48 + i);
  const beats = pitches.map(() => [] as number[]);
  for (let i = 0; i < count; i++) {
    // A scattered but repeatable pattern: neighbouring notes land on different bells.
    beats[(i * 7) % staveCount]!.push(i * step);
  }
  return {
    ...createDefaultSong(),
    staves: pitches.map((pitchId, i) => ({
      pitchId,
      instrument: 'handbell',
      notes: beats[i]!.map((beat) => ({ beat, length: 1 })),
    })),
  };
}
