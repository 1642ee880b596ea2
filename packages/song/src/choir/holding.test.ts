import { describe, expect, it } from 'vitest';
import type { Stave } from '../types.ts';
import { mostAtOnce, overfullMoments, type Ring, ringsOf, sortRings, swapsFor } from './holding.ts';

const stave = (pitchId: number, notes: [number, number][]): Stave => ({
  pitchId,
  instrument: 'handbell',
  notes: notes.map(([beat, length]) => ({ beat, length })),
});

const rings = (...staves: Stave[]): Ring[] => sortRings(staves.flatMap((s) => ringsOf(s)));

describe('what a ringer holds', () => {
  it('keeps a bell in hand from its strike to the end of its length, a re-strike ending the ring', () => {
    expect(
      ringsOf(
        stave(60, [
          [0, 4],
          [1, 1],
        ]),
      ).map((r) => [r.start, r.end]),
    ).toEqual([
      [0, 1],
      [1, 2],
    ]);
  });

  it('counts the rows sounding at one moment; a damp at a strike is not an overlap', () => {
    expect(mostAtOnce(rings(stave(60, [[0, 2]]), stave(62, [[1, 2]]), stave(64, [[2, 1]])))).toBe(2);
    expect(mostAtOnce(rings(stave(60, [[0, 1]]), stave(62, [[1, 1]])))).toBe(1);
    const five = [60, 62, 64, 65, 67].map((p) => stave(p, [[0, 1]]));
    expect(mostAtOnce(rings(...five))).toBe(5);
    expect(overfullMoments(rings(...five, stave(69, [[3, 1]])))).toEqual([0]);
  });

  it('needs no bell change with four bells, and one each time a fifth bell comes back', () => {
    const four = [60, 62, 64, 65].map((p, i) => stave(p, [[i, 1]]));
    expect(swapsFor(rings(...four))).toBe(0);
    // Five bells in turn, twice over: the first round picks up four free, then each strike of a
    // bell not in hand is a change (the optimal put-down keeps the others).
    const five = [60, 62, 64, 65, 67].map((p, i) =>
      stave(p, [
        [i, 1],
        [i + 5, 1],
      ]),
    );
    expect(swapsFor(rings(...five))).toBe(2);
  });
});
