import { type Choir, type ChoirAssignment, createDefaultSong, type Song } from '@ringalong/song';

/** A choir of three: Ann, Ben and Cat. */
export const THREE: Choir = {
  id: 'choir-three',
  name: 'The Three',
  ringers: [
    { id: 'ann', name: 'Ann' },
    { id: 'ben', name: 'Ben' },
    { id: 'cat', name: 'Cat' },
  ],
  bells: [60, 62, 64, 65, 67, 69, 71, 72],
  chimes: [],
};

/** C4-D4 Ann, E4-F4 Ben, G4 Cat; A4 nobody's. Each row one note a beat, in turn. */
export function assignedSong(): Song {
  const song = createDefaultSong();
  const pitches = [60, 62, 64, 65, 67, 69];
  const assignment: ChoirAssignment = {
    choir: THREE.id,
    parts: [
      {
        ringer: 'ann',
        rows: [
          { pitchId: 60, instrument: 'handbell' },
          { pitchId: 62, instrument: 'handbell' },
        ],
      },
      {
        ringer: 'ben',
        rows: [
          { pitchId: 64, instrument: 'handbell' },
          { pitchId: 65, instrument: 'handbell' },
        ],
      },
      { ringer: 'cat', rows: [{ pitchId: 67, instrument: 'handbell' }] },
    ],
  };
  return {
    ...song,
    staves: pitches.map((pitchId, i) => ({
      pitchId,
      instrument: 'handbell' as const,
      notes: [0, 1, 2, 3].map((bar) => ({ beat: bar * 6 + i, length: 1 })),
    })),
    assignments: [assignment],
  };
}
