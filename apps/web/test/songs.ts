import { createDefaultSong, type Song } from '@ringalong/song';

/** The default song's bells, with the given one-beat notes on them (pitch -> beats); the other bells stay empty. */
export function songWith(notes: Record<number, number[]>): Song {
  const song = createDefaultSong();
  return {
    ...song,
    staves: song.staves.map((stave) => ({
      ...stave,
      notes: (notes[stave.pitchId] ?? []).map((beat) => ({ beat, length: 1 })),
    })),
  };
}
