import { describe, expect, it } from 'vitest';
import { CUE_SECONDS, cueStrength } from './cue.ts';

describe("the 'ring now' cue", () => {
  const notes = [{ beat: 0 }, { beat: 2 }, { beat: 3 }];
  const spb = 0.6;

  it('is full at the strike and gone CUE_SECONDS later', () => {
    expect(cueStrength(notes, 2, spb, true)).toBe(1);
    expect(cueStrength(notes, 2 + CUE_SECONDS / 2 / spb, spb, true)).toBeCloseTo(0.5, 6);
    expect(cueStrength(notes, 1.99, spb, true)).toBe(0);
    expect(cueStrength(notes, 0 + CUE_SECONDS / spb, spb, true)).toBe(0);
  });

  it('starts again at the next strike', () => {
    expect(cueStrength(notes, 3, spb, true)).toBe(1);
  });

  it('shows nothing while paused', () => {
    expect(cueStrength(notes, 2, spb, false)).toBe(0);
  });
});
