import { describe, expect, it } from 'vitest';
import { playCounts, rowCallInfo, rowOrder } from './rowcall.ts';
import { songWith } from './test-songs.ts';

const song = songWith({ 60: [0, 1], 62: [0, 1, 2], 64: [], 67: [5, 6] });

describe('row order', () => {
  it('by pitch puts the highest bell on top', () => {
    expect(rowOrder(song, 'pitch').map((row) => row.pitchId)).toEqual([67, 64, 62, 60]);
  });

  it('by most played puts the busiest bell on top, ties by pitch', () => {
    expect(rowOrder(song, 'mostPlayed').map((row) => row.pitchId)).toEqual([62, 67, 60, 64]);
  });
});

describe('row call', () => {
  it('counts plays per bell', () => {
    expect(playCounts(song)).toEqual(
      new Map([
        ['60:handbell', 2],
        ['62:handbell', 3],
        ['64:handbell', 0],
        ['67:handbell', 2],
      ]),
    );
  });

  it('lists bells in row order with name, colour and count; a bell keeps its colour in any order', () => {
    const byPitch = rowCallInfo(song, 'pitch');
    expect(byPitch[0]).toEqual({
      pitchId: 67,
      instrument: 'handbell',
      name: 'G4',
      color: 'hsl(60, 83%, 58%)',
      count: 2,
    });
    const busiest = rowCallInfo(song, 'mostPlayed');
    expect(busiest[0]).toEqual({
      pitchId: 62,
      instrument: 'handbell',
      name: 'D4',
      color: 'hsl(20, 83%, 58%)',
      count: 3,
    });
  });
});

describe('rows of both instruments', () => {
  const mixed = songWith({ 60: [0], 64: [1] }, undefined, { 60: [2, 3] });

  it('puts a chime row just above the bell row of its pitch, and counts each row apart', () => {
    expect(rowOrder(mixed, 'pitch')).toEqual([
      { pitchId: 64, instrument: 'handbell' },
      { pitchId: 60, instrument: 'handchime' },
      { pitchId: 60, instrument: 'handbell' },
    ]);
    expect(rowOrder(mixed, 'mostPlayed')[0]).toEqual({ pitchId: 60, instrument: 'handchime' });
    const call = rowCallInfo(mixed, 'pitch');
    expect(call.map((row) => [row.instrument, row.count])).toEqual([
      ['handbell', 1],
      ['handchime', 2],
      ['handbell', 1],
    ]);
    expect(new Set(call.map((row) => row.color)).size).toBe(3);
  });

  it('names a chime row apart from the bell of its pitch', () => {
    expect(rowCallInfo(mixed, 'pitch').map((row) => row.name)).toEqual(['E4', 'C4 chime', 'C4']);
  });
});
