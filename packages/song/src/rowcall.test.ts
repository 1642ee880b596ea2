import { describe, expect, it } from 'vitest';
import { playCounts, rowCallInfo, rowOrder } from './rowcall.ts';
import { songWith } from './test-songs.ts';

const song = songWith({ 60: [0, 1], 62: [0, 1, 2], 64: [], 67: [5, 6] });

describe('row order', () => {
  it('by pitch puts the highest bell on top', () => {
    expect(rowOrder(song, 'pitch')).toEqual([67, 64, 62, 60]);
  });

  it('by most played puts the busiest bell on top, ties by pitch', () => {
    expect(rowOrder(song, 'mostPlayed')).toEqual([62, 67, 60, 64]);
  });
});

describe('row call', () => {
  it('counts plays per bell', () => {
    expect(playCounts(song)).toEqual(
      new Map([
        [60, 2],
        [62, 3],
        [64, 0],
        [67, 2],
      ]),
    );
  });

  it('lists bells in row order with name, colour and count; a bell keeps its colour in any order', () => {
    const byPitch = rowCallInfo(song, 'pitch');
    expect(byPitch[0]).toEqual({ pitchId: 67, name: 'G4', color: 'hsl(60, 83%, 58%)', count: 2 });
    const busiest = rowCallInfo(song, 'mostPlayed');
    expect(busiest[0]).toEqual({ pitchId: 62, name: 'D4', color: 'hsl(20, 83%, 58%)', count: 3 });
  });
});
