import { describe, expect, it } from 'vitest';
import { barLength, barStartAt, bars, barsEnd, timeSignatureAt } from './bars.ts';
import { songWith } from './test-songs.ts';

const mixed = songWith({ 60: [0] }, [
  { beat: 0, numerator: 4, denominator: 4 },
  { beat: 8, numerator: 3, denominator: 4 },
  { beat: 14, numerator: 6, denominator: 8 },
]);

describe('bar length', () => {
  it('is numerator * 4 / denominator beats', () => {
    expect(barLength({ numerator: 4, denominator: 4 })).toBe(4);
    expect(barLength({ numerator: 3, denominator: 4 })).toBe(3);
    expect(barLength({ numerator: 2, denominator: 4 })).toBe(2);
    expect(barLength({ numerator: 6, denominator: 8 })).toBe(3);
    expect(barLength({ numerator: 2, denominator: 2 })).toBe(4);
  });
});

describe('time signature in force', () => {
  it('is the last one at or before the beat', () => {
    expect(timeSignatureAt(mixed, 0).numerator).toBe(4);
    expect(timeSignatureAt(mixed, 7.9).numerator).toBe(4);
    expect(timeSignatureAt(mixed, 8).numerator).toBe(3);
    expect(timeSignatureAt(mixed, 100).numerator).toBe(6);
  });
});

describe('bars', () => {
  it('follow each signature from its beat', () => {
    expect(bars(mixed, 20).map((bar) => [bar.start, bar.length])).toEqual([
      [0, 4],
      [4, 4],
      [8, 3],
      [11, 3],
      [14, 3],
      [17, 3],
    ]);
  });

  it('always include the first bar', () => {
    expect(bars(mixed, 0)).toHaveLength(1);
  });

  it('cut a bar short where a signature starts inside it', () => {
    const odd = songWith({}, [
      { beat: 0, numerator: 4, denominator: 4 },
      { beat: 6, numerator: 3, denominator: 4 },
    ]);
    expect(bars(odd, 9).map((bar) => [bar.start, bar.length])).toEqual([
      [0, 4],
      [4, 2],
      [6, 3],
    ]);
  });

  it('find the start of the bar holding a beat', () => {
    expect(barStartAt(mixed, 5.5)).toBe(4);
    expect(barStartAt(mixed, 10.9)).toBe(8);
    expect(barStartAt(mixed, 11)).toBe(11);
    expect(barStartAt(mixed, 21)).toBe(20);
    expect(barStartAt(mixed, -3)).toBe(0);
  });

  it('count bars across signature changes', () => {
    expect(barsEnd(mixed, 4, 1)).toBe(8);
    expect(barsEnd(mixed, 4, 2)).toBe(11);
    expect(barsEnd(mixed, 4, 5)).toBe(20);
    expect(barsEnd(mixed, 0, 1000)).toBe(14 + 996 * 3);
  });
});
