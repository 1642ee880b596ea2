import { describe, expect, it } from 'vitest';
import { barlines } from './barlines.ts';
import { BARLINES_PAST_END } from './constants.ts';
import { songWith } from './test-songs.ts';

const only = (numerator: number, denominator: number) =>
  songWith({ 60: [0] }, [{ beat: 0, numerator, denominator }]);
const firstBar = (song: ReturnType<typeof only>, length: number) =>
  barlines(song)
    .filter((line) => line.beat < length)
    .map((line) => [line.beat, line.strength]);

describe('barlines', () => {
  it('4/4: strongest at the bar, middle at beat 2, weakest at beats 1 and 3', () => {
    expect(firstBar(only(4, 4), 4)).toEqual([
      [0, 1],
      [1, 3],
      [2, 2],
      [3, 3],
    ]);
  });

  it('3/4: strongest at the bar, weakest at beats 1 and 2', () => {
    expect(firstBar(only(3, 4), 3)).toEqual([
      [0, 1],
      [1, 3],
      [2, 3],
    ]);
  });

  it('2/4: strongest at the bar, weakest at beat 1', () => {
    expect(firstBar(only(2, 4), 2)).toEqual([
      [0, 1],
      [1, 3],
    ]);
  });

  it('6/8: strongest at the bar, middle at the second dotted quarter', () => {
    expect(firstBar(only(6, 8), 3)).toEqual([
      [0, 1],
      [1.5, 2],
    ]);
  });

  it('2/2: only the bar line', () => {
    expect(firstBar(only(2, 2), 4)).toEqual([[0, 1]]);
  });

  it('have widths 6, 3 and 1 for strengths 1, 2 and 3', () => {
    for (const line of barlines(only(4, 4))) {
      expect(line.width).toBe({ 1: 6, 2: 3, 3: 1 }[line.strength]);
    }
  });

  it(`reach ${BARLINES_PAST_END} beats past the last note and no further`, () => {
    const lines = barlines(songWith({ 60: [10] }));
    expect(lines[lines.length - 1]!.beat).toBe(40);
    expect(barlines(songWith({ 60: [10.5] })).at(-1)!.beat).toBe(40);
  });

  it('follow signature changes', () => {
    const song = songWith({ 60: [0] }, [
      { beat: 0, numerator: 2, denominator: 4 },
      { beat: 2, numerator: 2, denominator: 2 },
    ]);
    expect(
      barlines(song)
        .filter((line) => line.strength === 1)
        .map((line) => line.beat)
        .slice(0, 3),
    ).toEqual([0, 2, 6]);
  });

  it('can be limited to a visible window', () => {
    const lines = barlines(songWith({ 60: [100] }), 10, 12);
    expect(lines.map((line) => line.beat)).toEqual([10, 11, 12]);
  });
});
