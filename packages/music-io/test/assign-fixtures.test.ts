/**
 * The automatic assignment on the import fixtures, shaped as the import dialog first offers them:
 * with the ringers it says are needed every note is rung with no bell change and at most four
 * bells in a ringer's hands at once; with half as many, no ringer holds more than four at once and
 * whatever is left is reported as the computer's.
 */
import {
  assignRingers,
  type Choir,
  choirAssignmentSchema,
  estimateRingers,
  type Song,
} from '@ringalong/song';
import { describe, expect, it } from 'vitest';
import { initialOptions, shapePiece } from '../src/shape/index.ts';
import { readFixture } from './fixture-notes.ts';

const FIXTURES = [
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
] as const;

function shaped(file: string, tune: number | undefined): Song {
  const piece = readFixture(file, tune);
  const song = shapePiece(piece, initialOptions(piece, file)).song;
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

describe('assigning the import fixtures', () => {
  it.each(FIXTURES)('%s (tune %s)', (file, tune) => {
    const song = shaped(file, tune);
    const notes = song.staves.reduce((sum, s) => sum + s.notes.length, 0);
    const { ringersNeeded } = estimateRingers(song);
    const full = assignRingers(song, choirOf(ringersNeeded)).report;
    expect(full).toMatchObject({ swaps: 0, unassigned: [], unassignedNotes: 0 });
    expect(full.ringers.reduce((sum, r) => sum + r.notes, 0)).toBe(notes);

    const half = assignRingers(song, choirOf(Math.ceil(ringersNeeded / 2)));
    expect(choirAssignmentSchema.safeParse(half.assignment).success).toBe(true);
    expect(half.report.ringers.every((r) => r.mostAtOnce <= 4 && r.overfull.length === 0)).toBe(true);
    expect(half.report.ringers.reduce((sum, r) => sum + r.notes, 0) + half.report.unassignedNotes).toBe(
      notes,
    );
  });
});
