import { DEMO_SONGS } from '@ringalong/song/demo-songs';
import { describe, expect, it } from 'vitest';
import { scoreSong } from '../../../test/score-songs.ts';
import { summaryOf } from './ChartPage.tsx';
import { bellsUsed, handbellName, octaveOf } from './chart.ts';

describe('handbell names', () => {
  it('names naturals as the bells are labelled, accidentals by both their names', () => {
    expect(handbellName(60)).toBe('C4');
    expect(handbellName(61)).toBe('C#4/Db4');
    expect(handbellName(78)).toBe('F#5/Gb5');
    expect(handbellName(70)).toBe('A#4/Bb4');
    expect(handbellName(71)).toBe('B4');
    expect(handbellName(21)).toBe('A0');
    expect(handbellName(108)).toBe('C8');
  });

  it("puts the key's spelling first: B-flat before A-sharp in a flat key", () => {
    expect(handbellName(70, -1)).toBe('Bb4/A#4');
    expect(handbellName(78, 1)).toBe('F#5/Gb5');
    expect(handbellName(71, -7)).toBe('B4');
  });

  it('counts octaves from C: B3 is in octave 3, C4 in octave 4', () => {
    expect(octaveOf(59)).toBe(3);
    expect(octaveOf(60)).toBe(4);
    expect(octaveOf(0)).toBe(-1);
  });
});

describe('bells used', () => {
  it('lists Amazing Grace octave by octave, naturals and accidentals in their places, with counts', () => {
    const grace = DEMO_SONGS.find((song) => song.meta.title === 'Amazing Grace')!;
    const used = bellsUsed(grace);
    expect(used.sections).toHaveLength(1);
    const [bells] = used.sections;
    expect(bells!.instrument).toBe('handbell');
    expect(bells!.octaves.map((o) => o.octave)).toEqual([2, 3, 4, 5]);
    const two = bells!.octaves[0]!;
    expect(two.naturals.every((bell) => bell === null)).toBe(true);
    // A#2/Bb2 sits in the fifth accidental place (C#, D#, F#, G#, A#).
    expect(two.accidentals[4]).toEqual({ pitchId: 46, name: 'A#2/Bb2', count: 2 });
    const four = bells!.octaves[2]!;
    expect(four.naturals.map((bell) => bell?.name ?? null)).toEqual([
      'C4',
      'D4',
      null,
      'F4',
      'G4',
      'A4',
      null,
    ]);
    expect(four.naturals.map((bell) => bell?.count ?? 0)).toEqual([5, 2, 0, 10, 4, 10, 0]);
    expect(bells!.bells).toBe(10);
    expect(bells!.notes).toBe(51);
    expect(used.notes).toBe(51);
    expect(summaryOf(used)).toBe('10 handbells, 51 notes in all.');
  });

  it('gives handchimes a section of their own and leaves out rows without notes', () => {
    const song = scoreSong([
      { pitchId: 72, notes: [[0, 1]] },
      {
        pitchId: 72,
        instrument: 'handchime',
        notes: [
          [1, 1],
          [2, 1],
        ],
      },
      { pitchId: 73, instrument: 'handchime', notes: [[3, 1]] },
      { pitchId: 74, notes: [] },
    ]);
    const used = bellsUsed(song);
    expect(used.sections.map((s) => [s.instrument, s.bells, s.notes])).toEqual([
      ['handbell', 1, 1],
      ['handchime', 2, 3],
    ]);
    expect(used.sections[1]!.octaves[0]!.accidentals[0]?.name).toBe('C#5/Db5');
    expect(used.idle).toEqual(['D5']);
    expect(summaryOf(used)).toBe('1 handbell and 2 handchimes, 4 notes in all.');
  });

  it('says so when the song has no notes', () => {
    const used = bellsUsed(scoreSong([{ pitchId: 60, notes: [] }]));
    expect(used.sections).toEqual([]);
    expect(summaryOf(used)).toBe('This song has no notes yet, so it needs no bells.');
  });
});
