import { DEFAULT_PREFERENCES, type Preferences } from '@ringalong/song';
import { describe, expect, test } from 'vitest';
import { songWith } from '../../../test/songs.ts';
import { planRun } from './plan.ts';

/** 120 bpm (half a second a beat), a 4-beat warm-up; bars 1-2 looped (4 s a pass). */
const prefs: Preferences = {
  ...DEFAULT_PREFERENCES,
  bpm: 120,
  warmupBeats: 4,
  countIn: true,
  practiceTempo: 100,
};
const song = songWith({ 60: [0, 1, 2, 3, 4, 5, 6, 7, 8] });
const loop = { on: true, from: 1, to: 2, speedUp: 0, countEachPass: true };

describe("a loop's count before each pass", () => {
  test("a bar's clicks before every pass after the first, the notes after them, nothing in the first", () => {
    const plan = planRun(song, prefs, loop, -4, 0, true);
    expect(plan.clicks.map((c) => c.time)).toEqual([-2, -1.5, -1, -0.5]);
    const pass = plan.loop!.pass(1);
    expect(pass.clicks).toEqual([
      { time: 0, accent: true },
      { time: 0.5, accent: false },
      { time: 1, accent: false },
      { time: 1.5, accent: false },
    ]);
    expect(pass.notes[0]!.time).toBe(2);
    expect(pass.seconds).toBe(6);
    expect(plan.loop!.pass(2).clicks).toHaveLength(4);
  });

  test('shown: the big count during it, the picture held on the loop’s first bar, then on from there', () => {
    const plan = planRun(song, prefs, loop, -4, 0, true);
    // Pass 1 starts at 4 s: its count 4-6 s, its first beat at 6 s.
    expect([4, 4.5, 5, 5.5].map((t) => plan.countAt(t + 0.01))).toEqual(['1', '2', '3', '4']);
    expect(plan.beatAt(4.7)).toBe(0);
    expect(plan.countAt(6.1)).toBeNull();
    expect(plan.beatAt(6.5)).toBeCloseTo(1);
    expect(plan.passAt(6.5)).toBe(1);
    // Pass 2 starts 6 s later again.
    expect(plan.countAt(10.01)).toBe('1');
    expect(plan.beatAt(12.5)).toBeCloseTo(1);
  });

  test('off: the passes follow each other with no gap, as before', () => {
    const plan = planRun(song, prefs, { ...loop, countEachPass: false }, -4, 0, true);
    const pass = plan.loop!.pass(1);
    expect(pass.clicks).toBeUndefined();
    expect(pass.seconds).toBe(4);
    expect(plan.countAt(4.1)).toBeNull();
  });
});
