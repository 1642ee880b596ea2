import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BAR_COUNT_MAX, BAR_COUNT_MIN, checkBarCount } from './barCount.ts';

describe('checkBarCount', () => {
  it('accepts every whole number from 1 to 999 as is', () => {
    fc.assert(
      fc.property(fc.integer({ min: BAR_COUNT_MIN, max: BAR_COUNT_MAX }), (n) => {
        expect(checkBarCount(n)).toEqual({ ok: true, count: n });
      }),
    );
  });

  it('refuses fractions, out-of-range numbers and missing values', () => {
    for (const value of [0, -1, 1000, 2.5, Number.NaN, Number.POSITIVE_INFINITY, null, undefined]) {
      expect(checkBarCount(value).ok).toBe(false);
    }
  });
});
