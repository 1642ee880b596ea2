/**
 * The automatic assignment on the import fixtures, shaped as the import dialog first offers them:
 * with the ringers it says are needed every note is rung with no bell change and at most four
 * bells in a ringer's hands at once; with half as many, no ringer holds more than four at once and
 * whatever is left is reported as the computer's.
 */
import { assignRingers, choirAssignmentSchema, estimateRingers } from '@ringalong/song';
import { describe, expect, it } from 'vitest';
import { choirOfSize, FIXTURE_TUNES, fixtureSong } from './fixture-songs.ts';

describe('assigning the import fixtures', () => {
  it.each(FIXTURE_TUNES)('%s (tune %s)', (file, tune) => {
    const song = fixtureSong(file, tune);
    const notes = song.staves.reduce((sum, s) => sum + s.notes.length, 0);
    const { ringersNeeded } = estimateRingers(song);
    const full = assignRingers(song, choirOfSize(ringersNeeded)).report;
    expect(full).toMatchObject({ swaps: 0, unassigned: [], unassignedNotes: 0 });
    expect(full.ringers.reduce((sum, r) => sum + r.notes, 0)).toBe(notes);

    const half = assignRingers(song, choirOfSize(Math.ceil(ringersNeeded / 2)));
    expect(choirAssignmentSchema.safeParse(half.assignment).success).toBe(true);
    expect(half.report.ringers.every((r) => r.mostAtOnce <= 4 && r.overfull.length === 0)).toBe(true);
    expect(half.report.ringers.reduce((sum, r) => sum + r.notes, 0) + half.report.unassignedNotes).toBe(
      notes,
    );
  });
});
