/**
 * A published-style piece for the staff view's tests and its measurement: 8 bars of 4/4 in F
 * major over three octaves (F3 to F6, so a grand staff), with an LV ... R passage, a T.D. ... R
 * passage, martellato notes, accents, dynamics, a hairpin and two rehearsal letters.
 */
import { SONG_VERSION, type Song, type Stave } from '@ringalong/song';

const MELODY: readonly (readonly [number, number])[] = [
  [77, 1],
  [79, 1],
  [81, 1],
  [82, 1], // bar 1: F5 G5 A5 B-flat5
  [84, 2],
  [81, 2], // bar 2
  [82, 1],
  [81, 1],
  [79, 1],
  [77, 1], // bar 3
  [76, 4], // bar 4
  [89, 1],
  [88, 1],
  [86, 1],
  [84, 1], // bar 5: F6 E6 D6 C6
  [82, 2],
  [79, 2], // bar 6
  [77, 1],
  [79, 1],
  [81, 1],
  [79, 1], // bar 7
  [77, 4], // bar 8
];
/** One low chord a bar, a whole note. */
const BASS: readonly (readonly number[])[] = [
  [53, 60],
  [53, 57],
  [58, 65],
  [60, 64],
  [53, 60],
  [58, 62],
  [60, 67],
  [53, 65],
];

export function staffPiece(): Song {
  const rows = new Map<number, { beat: number; length: number; technique?: 'martellato'; accent?: true }[]>();
  const add = (
    pitch: number,
    note: { beat: number; length: number; technique?: 'martellato'; accent?: true },
  ) => {
    const list = rows.get(pitch) ?? [];
    list.push(note);
    rows.set(pitch, list);
  };
  let beat = 0;
  for (const [pitch, length] of MELODY) {
    const bar = Math.floor(beat / 4);
    if (bar === 6) add(pitch, { beat, length, technique: 'martellato' });
    else if (beat === 16) add(pitch, { beat, length, accent: true });
    else add(pitch, { beat, length });
    beat += length;
  }
  BASS.forEach((chord, bar) => {
    for (const pitch of chord) add(pitch, { beat: bar * 4, length: 4 });
  });
  const staves: Stave[] = [...rows.entries()]
    .sort(([a], [b]) => a - b)
    .map(([pitchId, notes]) => ({
      pitchId,
      instrument: 'handbell',
      notes: notes.sort((a, b) => a.beat - b.beat),
    }));
  return {
    version: SONG_VERSION,
    meta: { title: 'Staff Piece' },
    staves,
    timeSignatures: [{ beat: 0, numerator: 4, denominator: 4 }],
    marks: [
      { beat: 0, label: 'A' },
      { beat: 16, label: 'B' },
    ],
    dynamics: [
      { beat: 0, level: 'p' },
      { beat: 16, level: 'f' },
    ],
    hairpins: [{ from: 8, to: 15, kind: 'crescendo' }],
    passages: [
      { from: 0, to: 10, technique: 'lv' },
      { from: 16, to: 22, technique: 'thumb damp' },
    ],
    key: { fifths: -1 },
  };
}
