import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { beatsToSeconds, secondsToBeats, transposePitch } from './timing.ts';

describe('timing', () => {
  it('at 100 bpm a beat lasts 0.6 s; at 60 bpm one second', () => {
    expect(beatsToSeconds(1, 100)).toBeCloseTo(0.6);
    expect(beatsToSeconds(4, 60)).toBe(4);
    expect(secondsToBeats(3, 100)).toBe(5);
  });

  it('converts back and forth', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e4, noNaN: true }),
        fc.integer({ min: 40, max: 180 }),
        (beats, bpm) => {
          expect(secondsToBeats(beatsToSeconds(beats, bpm), bpm)).toBeCloseTo(beats, 6);
        },
      ),
    );
  });

  it('transposes by twelve semitones per octave', () => {
    expect(transposePitch(60, -2)).toBe(36);
    expect(transposePitch(60, 3)).toBe(96);
  });
});
