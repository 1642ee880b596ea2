import { describe, expect, it } from 'vitest';
import { songWith } from '../test-songs.ts';
import { assignFromChart, chartChangeWords, chartFromAssignment, chartOf } from './chart.ts';
import { choirSchema } from './schema.ts';
import type { Choir, ChoirAssignment } from './types.ts';

const choir: Choir = {
  id: 'c',
  name: 'Bells',
  ringers: [
    { id: 'ann', name: 'Ann' },
    { id: 'ben', name: 'Ben' },
    { id: 'cat', name: 'Cat' },
  ],
  bells: [],
  chimes: [],
};

/** Song one: C4-D4 (Ann), E4-F4 (Ben), G4-A4 (Cat), a note every other beat. */
const first = songWith({ 60: [0], 62: [2], 64: [4], 65: [6], 67: [8], 69: [10] });
const firstAssignment: ChoirAssignment = {
  choir: 'c',
  parts: [
    { ringer: 'ann', rows: [60, 62].map((pitchId) => ({ pitchId, instrument: 'handbell' as const })) },
    { ringer: 'ben', rows: [64, 65].map((pitchId) => ({ pitchId, instrument: 'handbell' as const })) },
    { ringer: 'cat', rows: [67, 69].map((pitchId) => ({ pitchId, instrument: 'handbell' as const })) },
  ],
};
const pitchesOf = (assignment: ChoirAssignment, ringer: string) =>
  assignment.parts.find((p) => p.ringer === ringer)?.rows.map((r) => r.pitchId) ?? [];

describe('the table chart', () => {
  it('keeps a song’s positions in table order, low to high', () => {
    const chart = chartFromAssignment(first, choir, {
      ...firstAssignment,
      parts: [...firstAssignment.parts].reverse(),
    });
    expect(chart.map((p) => [p.ringer, p.bells])).toEqual([
      ['ann', [60, 62]],
      ['ben', [64, 65]],
      ['cat', [67, 69]],
    ]);
    expect(choirSchema.safeParse({ ...choir, chart }).success).toBe(true);
  });

  it('a choir kept without a chart has none; a chart naming a ringer the choir lost drops that place', () => {
    expect(chartOf(choir)).toEqual([]);
    expect(chartOf({ ...choir, chart: [{ ringer: 'gone', bells: [60], chimes: [] }] })).toEqual([]);
  });

  it('assigns the next song from the chart: the same places, a new bell to the nearest place that can take it', () => {
    const kept = { ...choir, chart: chartFromAssignment(first, choir, firstAssignment) };
    // Song two uses C4, E4, G4 and a new C#4 (with Ann's C4 ringing at other beats) and B4.
    const second = songWith({ 60: [0], 61: [2], 64: [4], 67: [6], 71: [8] });
    const { assignment, changes } = assignFromChart(second, kept);
    expect(pitchesOf(assignment, 'ann')).toEqual([60, 61]);
    expect(pitchesOf(assignment, 'ben')).toEqual([64]);
    expect(pitchesOf(assignment, 'cat')).toEqual([67, 71]);
    expect(changes.map((c) => chartChangeWords(c, kept))).toEqual([
      'C#4 (not on the chart) to Ann',
      'B4 (not on the chart) to Cat',
    ]);
  });

  it('a bell the chart lacks goes to a ringer without a place rather than cost a bell change', () => {
    const two = {
      ...choir,
      chart: chartFromAssignment(first, choir, {
        ...firstAssignment,
        parts: firstAssignment.parts.slice(0, 2),
      }),
    };
    // Ann's C4-D4 and Ben's E4-F4 sound at once with C#4 on the same beat: two hands full each.
    const busy = songWith({ 60: [0], 61: [0], 62: [0], 64: [0], 65: [0] });
    const { assignment, changes } = assignFromChart(busy, two);
    expect(pitchesOf(assignment, 'cat')).toEqual([61]);
    expect(changes).toHaveLength(1);
  });

  it('an away ringer’s bells go to the others and are listed as changed', () => {
    const kept = { ...choir, chart: chartFromAssignment(first, choir, firstAssignment) };
    const { assignment, changes } = assignFromChart(first, kept, { ringers: ['ann', 'cat'] });
    expect(pitchesOf(assignment, 'ben')).toEqual([]);
    expect(changes.map((c) => chartChangeWords(c, kept))).toEqual([
      'E4 from Ben (away) to Ann',
      'F4 from Ben (away) to Cat',
    ]);
  });

  it('keeping a song that leaves out bells keeps those bells where they were', () => {
    const kept = { ...choir, chart: chartFromAssignment(first, choir, firstAssignment) };
    const small = songWith({ 60: [0], 64: [1] });
    const swapped: ChoirAssignment = {
      choir: 'c',
      parts: [{ ringer: 'cat', rows: [{ pitchId: 60, instrument: 'handbell' }] }],
    };
    const chart = chartFromAssignment(small, kept, swapped);
    expect(chart.map((p) => [p.ringer, p.bells])).toEqual([
      ['cat', [60, 67, 69]],
      ['ann', [62]],
      ['ben', [65]],
    ]);
  });
});
