import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CLEARED_BELL_RANGE,
  clampBellFilter,
  clampBpm,
  clampSpacing,
  clampTranspose,
  clampWarmupBeats,
  sanitizeDisplayName,
} from './sanitize.ts';

describe('sanitizeDisplayName', () => {
  it('trims, drops other characters and collapses whitespace runs', () => {
    expect(sanitizeDisplayName('  Ada   <b>Lovelace</b>!  ')).toBe('Ada bLovelaceb');
    expect(sanitizeDisplayName('José\t\tMaría')).toBe('José María');
  });

  it('cuts to 20 characters', () => {
    expect(sanitizeDisplayName('abcdefghij klmnopqrstuvwxyz')).toBe('abcdefghij klmnopqrs');
    expect(sanitizeDisplayName('abcdefghijklmnopqrs tuv')).toBe('abcdefghijklmnopqrs');
  });

  it("names an empty result 'User' plus a number from 10000 to 99999", () => {
    expect(sanitizeDisplayName('***', () => 0)).toBe('User10000');
    expect(sanitizeDisplayName('', () => 0.99999999)).toBe('User99999');
  });

  it('always lands within the rules', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 60 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (name, r) => {
          const clean = sanitizeDisplayName(name, () => r);
          expect(clean).toMatch(/^[\p{L}\p{N}]+( [\p{L}\p{N}]+)*$/u);
          expect(clean.length).toBeLessThanOrEqual(20);
        },
      ),
    );
  });
});

describe('number settings', () => {
  it('tempo: whole, not a number becomes 100, clamped to 40..180', () => {
    expect(clampBpm('abc')).toBe(100);
    expect(clampBpm(undefined)).toBe(100);
    expect(clampBpm(Number.NaN)).toBe(100);
    expect(clampBpm(12)).toBe(40);
    expect(clampBpm(500)).toBe(180);
    expect(clampBpm(99.6)).toBe(100);
    expect(clampBpm('120')).toBe(120);
  });

  it('warm-up beats 0..24, default 4', () => {
    expect(clampWarmupBeats(-1)).toBe(0);
    expect(clampWarmupBeats(30)).toBe(24);
    expect(clampWarmupBeats(null)).toBe(4);
  });

  it('octave transpose -2..3, default 0', () => {
    expect(clampTranspose(-5)).toBe(-2);
    expect(clampTranspose(4)).toBe(3);
    expect(clampTranspose('x')).toBe(0);
  });

  it('note spacing 10..600, default 120', () => {
    expect(clampSpacing(1)).toBe(10);
    expect(clampSpacing(1000)).toBe(600);
    expect(clampSpacing({})).toBe(120);
  });

  it('bell filter 1..32; clearing the search resets it to 0..32', () => {
    expect(clampBellFilter(0)).toBe(1);
    expect(clampBellFilter(40)).toBe(32);
    expect(CLEARED_BELL_RANGE).toEqual([0, 32]);
  });

  it('every clamp lands in its range as a whole number, whatever it is given', () => {
    const anything = fc.oneof(
      fc.double(),
      fc.string(),
      fc.constant(null),
      fc.constant(undefined),
      fc.boolean(),
    );
    const cases = [
      [clampBpm, 40, 180],
      [clampWarmupBeats, 0, 24],
      [clampTranspose, -2, 3],
      [clampSpacing, 10, 600],
      [clampBellFilter, 1, 32],
    ] as const;
    fc.assert(
      fc.property(anything, (value) => {
        for (const [clamp, min, max] of cases) {
          const n = clamp(value);
          expect(Number.isInteger(n)).toBe(true);
          expect(n).toBeGreaterThanOrEqual(min);
          expect(n).toBeLessThanOrEqual(max);
        }
      }),
    );
  });
});
