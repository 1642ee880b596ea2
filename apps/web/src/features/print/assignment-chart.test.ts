import { type Choir, type ChoirAssignment, createDefaultSong, type Song } from '@ringalong/song';
import { describe, expect, it } from 'vitest';
import { assignmentTable, ringerRows } from './assignment-chart.ts';

const choir: Choir = {
  id: 'c1',
  name: 'Bells of St Anne',
  ringers: [
    { id: 'ann', name: 'Ann', experience: 'beginner' },
    { id: 'bob', name: 'Bob' },
    { id: 'cy', name: 'Cy', experience: 'experienced' },
  ],
  bells: [],
  chimes: [],
};
const bell = (pitchId: number) => ({ pitchId, instrument: 'handbell' as const });
const chime = (pitchId: number) => ({ pitchId, instrument: 'handchime' as const });
const notes = (n: number) => Array.from({ length: n }, (_, beat) => ({ beat, length: 1 }));

/** C4 (3 notes), C#4 (2), D4 (5), E4 (0), G4 (4) on bells and C5 (1) on a chime. */
const song: Song = {
  ...createDefaultSong(),
  staves: [
    { ...bell(60), notes: notes(3) },
    { ...bell(61), notes: notes(2) },
    { ...bell(62), notes: notes(5) },
    { ...bell(64), notes: [] },
    { ...bell(67), notes: notes(4) },
    { ...chime(72), notes: notes(1) },
  ],
};

describe('the assignment chart', () => {
  it('lists each ringer with their bells and counts, in the choir order, and nobody`s bells as not assigned', () => {
    const assignment: ChoirAssignment = {
      choir: 'c1',
      parts: [
        { ringer: 'bob', rows: [chime(72)] },
        { ringer: 'ann', rows: [bell(62), bell(60), bell(61)] },
      ],
    };
    const table = assignmentTable(song, choir, assignment);
    expect(
      table.ringers.map((r) => [r.name, r.experience, r.bells.map((b) => `${b.name} ${b.notes}`), r.notes]),
    ).toEqual([
      ['Ann', 'beginner', ['C4 3', 'C#4/Db4 2', 'D4 5'], 10],
      ['Bob', undefined, ['C5 chime 1'], 1],
      ['Cy', 'experienced', [], 0],
    ]);
    // E4 has no notes: not needed, so not listed as unassigned.
    expect(table.unassigned.map((b) => `${b.name} ${b.notes}`)).toEqual(['G4 4']);
    expect(table.unassignedNotes).toBe(4);
    expect(table).toMatchObject({ ringing: 2, bells: 5, notes: 15 });
    expect(ringerRows(table, 'ann')).toEqual([bell(60), bell(61), bell(62)]);
  });

  it('ignores rows the song no longer has and leaves the bells of a ringer the choir lost unassigned', () => {
    const assignment: ChoirAssignment = {
      choir: 'c1',
      parts: [
        { ringer: 'ann', rows: [bell(60), bell(90)] },
        { ringer: 'gone', rows: [bell(67)] },
      ],
    };
    const table = assignmentTable(song, choir, assignment);
    expect(table.ringers[0]?.bells.map((b) => b.name)).toEqual(['C4']);
    expect(table.unassigned.map((b) => b.name)).toEqual(['C#4/Db4', 'D4', 'G4', 'C5 chime']);
    expect(table.notes).toBe(15);
  });
});
