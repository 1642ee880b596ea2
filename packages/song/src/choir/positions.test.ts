import { describe, expect, it } from 'vitest';
import { ownerNatural, positionAnchor, positionName, positionOf } from './positions.ts';

const C4 = 60;

describe('handbell positions', () => {
  it('rings each black key with the natural above it (Eb with E, C# with D)', () => {
    expect(ownerNatural(61)).toBe(62);
    expect(ownerNatural(63)).toBe(64);
    expect(ownerNatural(70)).toBe(71);
    expect(ownerNatural(64)).toBe(64);
  });

  it('pairs C-D with C#, E-F with Eb, G-A with F# and G#, B-C with Bb from the anchor C', () => {
    const positions = (pitches: number[]) => pitches.map((p) => positionOf(p, C4));
    expect(positions([60, 61, 62])).toEqual([0, 0, 0]);
    expect(positions([63, 64, 65])).toEqual([1, 1, 1]);
    expect(positions([66, 67, 68, 69])).toEqual([2, 2, 2, 2]);
    expect(positions([70, 71, 72])).toEqual([3, 3, 3]);
    expect(positions([73, 74, 75, 76])).toEqual([4, 4, 4, 4]);
    expect(positionName(4, C4)).toBe('D5-E5');
    expect(positionName(7, C4)).toBe('C6-D6');
  });

  it('starts the pairs at the C at or below the lowest row, also below it', () => {
    expect(positionAnchor(55)).toBe(48);
    expect(positionAnchor(60)).toBe(60);
    expect(positionName(positionOf(55, 48), 48)).toBe('G3-A3');
    expect(positionName(positionOf(72, 48), 48)).toBe('C5-D5');
    expect(positionOf(59, 60)).toBe(-1);
  });
});
