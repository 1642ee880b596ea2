import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from './constants.ts';
import { soundingTranspose } from './sounding.ts';

describe('soundingTranspose', () => {
  it('sounds an octave above written by default, as handbells do', () => {
    expect(soundingTranspose(DEFAULT_PREFERENCES)).toBe(12);
  });

  it('sounds as written when the preference is off', () => {
    expect(soundingTranspose({ octaveTranspose: 0, soundOctaveAbove: false })).toBe(0);
  });

  it('adds the octave to the Octave Transpose preference', () => {
    expect(soundingTranspose({ octaveTranspose: -2, soundOctaveAbove: true })).toBe(-12);
    expect(soundingTranspose({ octaveTranspose: -2, soundOctaveAbove: false })).toBe(-24);
    expect(soundingTranspose({ octaveTranspose: 3, soundOctaveAbove: true })).toBe(48);
  });
});
