/**
 * Figures of the automatic ringer assignment (not timings): per demo song and import fixture, the
 * positions by the convention, the ringers needed to ring every note with no bell change (the
 * figure a choir of that size gets: no swaps, nothing left), and with 1 to 4 ringers the bell
 * changes (swaps, in all and per ringer) and the notes left to the computer.
 * Run: node --import tsx bench/assign/figures.ts
 */
import { assignRingers, estimateRingers, type Song } from '@ringalong/song';
import { DEMO_SONGS } from '@ringalong/song/demo-songs';
import { choirOfSize, FIXTURE_TUNES, fixtureSong } from '../../packages/music-io/test/fixture-songs.ts';

function line(name: string, song: Song): string {
  const notes = song.staves.reduce((sum, s) => sum + s.notes.length, 0);
  const { positions, ringersNeeded } = estimateRingers(song);
  const withChoir = (size: number) => {
    const { report } = assignRingers(song, choirOfSize(size));
    const perRinger = report.ringers.filter((r) => r.notes > 0).map((r) => r.swaps);
    return `${report.swaps} (${perRinger.join('/')}), ${report.unassignedNotes} left`.padEnd(28);
  };
  return [
    name.padEnd(34),
    String(song.staves.length).padStart(5),
    String(notes).padStart(6),
    String(positions).padStart(6),
    String(ringersNeeded).padStart(7),
    '  ',
    ...[1, 2, 3, 4].map(withChoir),
  ].join('');
}

console.log(
  `${'song'.padEnd(34)} rows  notes posns needed  ${[1, 2, 3, 4].map((n) => `${n} ringer(s): swaps, left`.padEnd(28)).join('')}`,
);
for (const song of DEMO_SONGS) console.log(line(song.meta.title, song));
for (const [file, tune] of FIXTURE_TUNES)
  console.log(line(tune ? `${file} #${tune}` : file, fixtureSong(file, tune)));
