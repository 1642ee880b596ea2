import { describe, expect, it } from 'vitest';
import { songWith } from '../test-songs.ts';
import type { Song } from '../types.ts';
import { assignRingers, estimateRingers } from './assign.ts';
import { commonLimit, limitOf } from './hands.ts';
import { ringsOf, sortRings, swapsFor } from './holding.ts';
import type { Choir, Hands } from './types.ts';

const choir = (hands: Hands | undefined, size: number): Choir => ({
  id: 'c',
  name: 'Bells',
  ringers: Array.from({ length: size }, (_, i) => ({
    id: `r${i}`,
    name: `R ${i}`,
    ...(hands ? { hands } : {}),
  })),
  bells: [],
  chimes: [],
});

/** C, C# and D (one position) in turn, a beat each, three times. */
const cd = songWith({ 60: [0, 3, 6], 61: [1, 4, 7], 62: [2, 5, 8] });

describe('hands', () => {
  it('reads a ringer without a setting as two bells, and a choir by its least skilled hands', () => {
    expect(limitOf({ id: 'a', name: 'A' })).toEqual({ hold: 2, sound: 2 });
    expect(limitOf({ id: 'a', name: 'A', hands: 'four-in-hand' })).toEqual({ hold: 4, sound: 4 });
    expect(
      commonLimit([
        { id: 'a', name: 'A', hands: 'four-in-hand' },
        { id: 'b', name: 'B', hands: 'shelley' },
      ]),
    ).toEqual({ hold: 4, sound: 2 });
  });

  it('counts a change for a third bell with two bells in hand, none four-in-hand', () => {
    const alone = assignRingers(cd, choir('two-bells', 1)).report;
    expect(alone.ringers[0]?.rows).toHaveLength(3);
    expect(alone.swaps).toBeGreaterThan(0);
    expect(assignRingers(cd, choir('four-in-hand', 1)).report.swaps).toBe(0);
    // Two ringers with two bells each ring it with no change.
    expect(estimateRingers(cd, 'two-bells').ringersNeeded).toBe(2);
    expect(assignRingers(cd, choir(undefined, 2)).report.swaps).toBe(0);
  });

  it('keeps an LV bell in hand until the R', () => {
    const plain = songWith({ 60: [0], 62: [1], 64: [2] });
    const lv: Song = { ...plain, passages: [{ from: 0, to: 4, technique: 'lv' }] };
    const rings = (s: Song) => sortRings(s.staves.flatMap((st) => ringsOf(st, s.passages ?? [])));
    // Three bells struck in turn with two in hand: one change.
    expect(swapsFor(rings(plain), 2)).toBe(1);
    // Under LV all three ring to beat 4: three at once, more than two hands hold.
    expect(Math.max(...rings(lv).map((r) => r.end))).toBe(4);
    expect(assignRingers(lv, choir('two-bells', 1)).report.ringers[0]!.mostAtOnce).toBeLessThanOrEqual(2);
  });
});
