/**
 * Figures of the automatic ringer assignment (not timings): per demo song and import fixture, the
 * positions by the convention, the ringers needed to ring every note with no bell change (the
 * figure a choir of that size gets: no swaps, nothing left), and with 1 to 4 ringers the bell
 * changes (swaps, in all and per ringer) and the notes left to the computer.
 * Run: node --import tsx bench/assign/figures.ts
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { initialOptions, shapePiece } from '@ringalong/music-io';
import { readMusic } from '@ringalong/music-io/read';
import { assignRingers, type Choir, estimateRingers, type Song } from '@ringalong/song';
import { DEMO_SONGS } from '@ringalong/song/demo-songs';

const FIXTURES = join(import.meta.dirname, '../../packages/music-io/test/fixtures');
const FILES: readonly [string, number | undefined][] = [
  ['amazing-grace.musicxml', undefined],
  ['ode-to-joy.musicxml', undefined],
  ['old-hundredth.musicxml', undefined],
  ['old-hundredth.abc', 1],
  ['folk-tunes.abc', 1],
  ['folk-tunes.abc', 2],
  ['folk-tunes.abc', 3],
  ['country-dance.mid', undefined],
  ['old-hundredth-type0.mid', undefined],
];

function fixtureSong(file: string, tune: number | undefined): Song {
  const outcome = readMusic(file, new Uint8Array(readFileSync(join(FIXTURES, file))), tune ? { tune } : {});
  if (outcome.kind !== 'piece') throw new Error(`${file}: ${JSON.stringify(outcome)}`);
  const song = shapePiece(outcome.piece, initialOptions(outcome.piece, file)).song;
  if (!song) throw new Error(`${file} did not shape`);
  return song;
}

const choirOf = (size: number): Choir => ({
  id: 'c',
  name: 'Bells',
  ringers: Array.from({ length: size }, (_, i) => ({ id: `r${i}`, name: `R ${i}` })),
  bells: [],
  chimes: [],
});

function line(name: string, song: Song): string {
  const notes = song.staves.reduce((sum, s) => sum + s.notes.length, 0);
  const { positions, ringersNeeded } = estimateRingers(song);
  const withChoir = (size: number) => {
    const { report } = assignRingers(song, choirOf(size));
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
for (const [file, tune] of FILES)
  console.log(line(tune ? `${file} #${tune}` : file, fixtureSong(file, tune)));
