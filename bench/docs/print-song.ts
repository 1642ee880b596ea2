/**
 * A song that shows everything the print draws: Silent Night (3/4, fourteen bells), with a C5
 * handchime row doubling the melody's C5s, an F#4 row, and techniques on
 * some notes (martellato, thumb damp, swing, and let vibrate on the last chord).
 */
import type { Note, Song, Stave, Technique } from '@ringalong/song';
import { DEMO_SONGS } from '@ringalong/song/demo-songs';

const withTechnique = (note: Note, technique: Technique): Note => ({ ...note, technique });

export function printShowcase(): Song {
  const silent = DEMO_SONGS.find((song) => song.meta.title === 'Silent Night')!;
  const last = Math.max(...silent.staves.flatMap((stave) => stave.notes.map((note) => note.beat)));
  const staves: Stave[] = silent.staves.map((stave) => ({
    ...stave,
    notes: stave.notes.map((note, i) => {
      if (note.beat === last) return withTechnique(note, 'lv');
      if (stave.pitchId === 67 && i % 4 === 1) return withTechnique(note, 'martellato');
      if (stave.pitchId === 69 && i % 5 === 2) return withTechnique(note, 'thumb damp');
      if (stave.pitchId === 48 && i % 3 === 0) return withTechnique(note, 'swing');
      return note;
    }),
  }));
  const c5 = silent.staves.find((stave) => stave.pitchId === 72)!;
  staves.push({
    pitchId: 72,
    instrument: 'handchime',
    notes: c5.notes.map((n) => ({ beat: n.beat + 1, length: 1 })),
  });
  // An accidental row, shaded on the grid and named both ways in the chart.
  staves.push({
    pitchId: 66,
    instrument: 'handbell',
    notes: [2, 14, 26, 38].map((beat) => ({ beat, length: 0.5 })),
  });
  staves.sort((a, b) => a.pitchId - b.pitchId || (a.instrument === 'handbell' ? -1 : 1));
  return { ...silent, meta: { title: 'Silent Night Print Test' }, staves };
}
