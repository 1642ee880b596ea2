import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { partitionPoint } from './search.ts';

describe('the binary search', () => {
  it('finds the first index of a sorted list at or past a value, the length when none is', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -50, max: 50 })),
        fc.integer({ min: -60, max: 60 }),
        (items, value) => {
          const sorted = [...items].sort((a, b) => a - b);
          const expected = sorted.findIndex((item) => item >= value);
          expect(partitionPoint(sorted.length, (i) => sorted[i]! >= value)).toBe(
            expected === -1 ? sorted.length : expected,
          );
        },
      ),
    );
  });

  it('asks no more than about log2(count) + 1 questions', () => {
    const asked: number[] = [];
    partitionPoint(1_000_000, (i) => {
      asked.push(i);
      return i >= 123_456;
    });
    expect(asked.length).toBeLessThanOrEqual(21);
  });

  it('is 0 for an empty list and never asks about it', () => {
    expect(
      partitionPoint(0, () => {
        throw new Error('asked');
      }),
    ).toBe(0);
  });
});
