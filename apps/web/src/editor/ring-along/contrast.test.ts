import { describe, expect, it } from 'vitest';
import { contrastRatio, liftToContrast, type Rgb } from './contrast.ts';

describe('contrast', () => {
  it('measures as WCAG 2 does', () => {
    expect(contrastRatio([255, 255, 255], [0, 0, 0])).toBeCloseTo(21, 6);
    expect(contrastRatio([0, 0, 0], [0, 0, 0])).toBe(1);
  });

  it('lifts a dark colour just to 7:1 on black, keeps a light one as it is', () => {
    const black: Rgb = [0, 0, 0];
    const blue: Rgb = [38, 38, 217];
    expect(contrastRatio(blue, black)).toBeLessThan(7);
    const lifted = liftToContrast(blue, black, 7);
    expect(contrastRatio(lifted, black)).toBeGreaterThanOrEqual(7);
    expect(contrastRatio(lifted, black)).toBeLessThan(7.3);
    // Still bluer than anything else.
    expect(lifted[2]).toBeGreaterThan(lifted[0]);
    const yellow: Rgb = [240, 230, 60];
    expect(liftToContrast(yellow, black, 7)).toEqual(yellow);
  });
});
