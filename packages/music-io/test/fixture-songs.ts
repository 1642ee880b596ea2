/**
 * The import fixtures as songs, shaped as the import dialog first offers them, and a plain choir of
 * n ringers: shared by the assignment test and `bench/assign/figures.ts` (no test runner here).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Choir, Song } from '@ringalong/song';
import { readMusic } from '../src/read/index.ts';
import { initialOptions, shapePiece } from '../src/shape/index.ts';

/** Each fixture (and tune of a file of several), once per distinct piece of music. */
export const FIXTURE_TUNES: readonly (readonly [string, number | undefined])[] = [
  ['amazing-grace.musicxml', undefined],
  ['ode-to-joy.musicxml', undefined],
  ['old-hundredth.musicxml', undefined],
  ['old-hundredth.mxl', undefined],
  ['old-hundredth.abc', 1],
  ['folk-tunes.abc', 1],
  ['folk-tunes.abc', 2],
  ['folk-tunes.abc', 3],
  ['country-dance.mid', undefined],
  ['old-hundredth-type0.mid', undefined],
];

const FIXTURES = join(import.meta.dirname, 'fixtures');

export function fixtureSong(file: string, tune: number | undefined): Song {
  const outcome = readMusic(file, new Uint8Array(readFileSync(join(FIXTURES, file))), tune ? { tune } : {});
  if (outcome.kind !== 'piece') throw new Error(`${file}: ${JSON.stringify(outcome)}`);
  const song = shapePiece(outcome.piece, initialOptions(outcome.piece, file)).song;
  if (!song) throw new Error(`${file} did not shape`);
  return song;
}

/** A choir of `size` ringers, no experience told, owning nothing. */
export const choirOfSize = (size: number): Choir => ({
  id: 'c',
  name: 'Bells',
  ringers: Array.from({ length: size }, (_, i) => ({ id: `r${i}`, name: `R ${i}` })),
  bells: [],
  chimes: [],
});
