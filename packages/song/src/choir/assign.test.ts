import { describe, expect, it } from 'vitest';
import { DEMO_SONGS } from '../demo-songs/index.ts';
import { songWith } from '../test-songs.ts';
import type { RowRef } from '../types.ts';
import { assignRingers, estimateRingers } from './assign.ts';
import { choirAssignmentSchema } from './schema.ts';
import type { Choir, Experience } from './types.ts';

/** A choir ringing four-in-hand (the rules below are those of four bells in hand). */
const choir = (...experiences: (Experience | undefined)[]): Choir => ({
  id: 'c',
  name: 'Bells',
  ringers: experiences.map((experience, i) =>
    experience
      ? { id: `r${i}`, name: `R ${i}`, experience, hands: 'four-in-hand' as const }
      : { id: `r${i}`, name: `R ${i}`, hands: 'four-in-hand' as const },
  ),
  bells: [],
  chimes: [],
});

const pitches = (rows: readonly RowRef[] | undefined) => (rows ?? []).map((r) => r.pitchId);
const partOf = (assignment: { parts: readonly { ringer: string; rows: readonly RowRef[] }[] }, id: string) =>
  pitches(assignment.parts.find((p) => p.ringer === id)?.rows);

/** A scale C4-C5 with C#4 and Eb4, one note a beat, then the same again. */
const scale = songWith({
  60: [0, 10],
  61: [1, 11],
  62: [2, 12],
  63: [3, 13],
  64: [4, 14],
  65: [5, 15],
  67: [6, 16],
  69: [7, 17],
  71: [8, 18],
  72: [9, 19],
});

describe('assignRingers', () => {
  it('gives each ringer a position: C-D with C#, E-F with Eb, G-A, B-C', () => {
    const { assignment, report } = assignRingers(scale, choir(...Array(4).fill(undefined)));
    expect(assignment.parts.map((p) => pitches(p.rows))).toEqual([
      [60, 61, 62],
      [63, 64, 65],
      [67, 69],
      [71, 72],
    ]);
    expect(report).toMatchObject({ positions: 4, ringersNeeded: 3, swaps: 0, unassigned: [] });
    expect(report.rows.find((r) => r.row.pitchId === 61)).toMatchObject({ notes: 2, ringer: 'r0' });
    expect(report.ringers.map((r) => r.notes)).toEqual([6, 6, 4, 4]);
  });

  it('with fewer ringers, one takes two positions while no bell change is needed', () => {
    const { assignment, report } = assignRingers(scale, choir(undefined, undefined, undefined));
    expect(report).toMatchObject({ swaps: 0, unassigned: [] });
    expect(assignment.parts.map((p) => pitches(p.rows)).sort()).toContainEqual([67, 69, 71, 72]);
  });

  it('with too few ringers, counts the bell changes, then leaves the lightest rows to the computer', () => {
    const two = assignRingers(scale, choir(undefined, undefined)).report;
    expect(two.unassigned).toEqual([]);
    expect(two.swaps).toBeGreaterThan(0);
    expect(two.ringers.map((r) => r.swaps).reduce((a, b) => a + b)).toBe(two.swaps);

    // Ten bells struck at once: four a ringer, so one ringer leaves six to the computer.
    const chord = songWith(Object.fromEntries([60, 62, 64, 65, 67, 69, 71, 72, 74, 76].map((p) => [p, [0]])));
    const one = assignRingers(chord, choir('experienced')).report;
    expect(one.ringers[0]?.rows).toHaveLength(4);
    expect(one.unassigned).toHaveLength(6);
    expect(one.unassignedNotes).toBe(6);
    expect(one.ringersNeeded).toBe(3);
  });

  it('gives beginners the steadier middle positions and the experienced the busy outer ones', () => {
    const song = songWith({
      48: [0, 1, 2, 3, 4, 5, 6, 7],
      50: [0.5, 1.5],
      60: [0, 2],
      62: [1, 3],
      76: [0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5],
      77: [0.25, 0.75],
    });
    const { assignment } = assignRingers(song, choir('beginner', 'experienced', 'intermediate'));
    expect(partOf(assignment, 'r0')).toEqual([60, 62]);
    expect(partOf(assignment, 'r1')).toEqual([48, 50]);
    expect(partOf(assignment, 'r2')).toEqual([76, 77]);
  });

  it('on Ode to Joy gives the beginner a middle position, not the bass bells', () => {
    const ode = DEMO_SONGS.find((song) => song.meta.title === 'Ode to Joy')!;
    const { assignment } = assignRingers(ode, choir('experienced', 'beginner', undefined));
    const beginner = partOf(assignment, 'r1');
    expect(beginner.length).toBeGreaterThan(0);
    // The middle of the song's bells is around C4-G4; the bass (G2, C3, G3) is heavy and outer.
    for (const pitch of beginner) expect(pitch).toBeGreaterThanOrEqual(60);
  });

  it('puts a handchime with its pitch’s bell where four in hand allow, else apart', () => {
    const song = songWith({ 60: [0], 62: [2] }, undefined, { 60: [4], 62: [2] });
    const { assignment } = assignRingers(song, choir(undefined, undefined));
    expect(assignment.parts.map((p) => p.rows)).toEqual([
      [
        { pitchId: 60, instrument: 'handbell' },
        { pitchId: 60, instrument: 'handchime' },
        { pitchId: 62, instrument: 'handbell' },
        { pitchId: 62, instrument: 'handchime' },
      ],
    ]);
    const crowded = songWith({ 67: [0], 68: [0], 69: [0], 66: [0] }, undefined, { 67: [0] });
    const split = assignRingers(crowded, choir(undefined, undefined)).assignment;
    expect(split.parts.map((p) => p.rows.length)).toEqual([4, 1]);
  });

  it('assigns only the ringers asked for, and nothing for a song without rows', () => {
    const { assignment } = assignRingers(scale, choir(undefined, undefined, undefined, undefined), {
      ringers: ['r1', 'r3'],
    });
    expect(assignment.parts.map((p) => p.ringer)).toEqual(['r1', 'r3']);
    expect(assignRingers(songWith({}), choir(undefined)).assignment).toEqual({ choir: 'c', parts: [] });
  });
});

describe('assignRingers on the demo songs', () => {
  it.each(DEMO_SONGS.map((song) => [song.meta.title, song] as const))('%s', (_title, song) => {
    const estimate = estimateRingers(song);
    expect(estimate.ringersNeeded).toBeGreaterThan(0);
    expect(estimate.ringersNeeded).toBeLessThanOrEqual(estimate.positions);
    const full = assignRingers(song, choir(...Array(estimate.ringersNeeded).fill('intermediate')));
    expect(choirAssignmentSchema.safeParse(full.assignment).success).toBe(true);
    expect(full.report).toMatchObject({ swaps: 0, unassigned: [] });
    expect(full.report.ringers.every((r) => r.mostAtOnce <= 4)).toBe(true);
    const notes = song.staves.reduce((sum, s) => sum + s.notes.length, 0);
    expect(full.report.ringers.reduce((sum, r) => sum + r.notes, 0)).toBe(notes);
  });
});
