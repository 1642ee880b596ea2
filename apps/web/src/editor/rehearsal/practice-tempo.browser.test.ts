import { DEFAULT_PREFERENCES, type Preferences } from '@ringalong/song';
import { describe, expect, test } from 'vitest';
import { firstDifference, RATE, render } from '../../../test/audio-offline.ts';
import { songWith } from '../../../test/songs.ts';
import { MASTER_DELAY_SECONDS } from '../../audio/master-bus';
import { START_DELAY_SECONDS } from '../../audio/scheduler';
import { planRun } from './plan.ts';

/** C4 for a beat at beat 0, then G4 at beat 2, at 120 bpm; the warm-up silent (no count-in). */
const song = songWith({ 60: [0], 67: [2] });
const prefs = (practiceTempo: number): Preferences => ({
  ...DEFAULT_PREFERENCES,
  bpm: 120,
  countIn: false,
  practiceTempo,
});
// From a second before the first beat at either tempo (the master bus settles first).
const LEAD_BEATS = -2;

async function played(practiceTempo: number, withoutG4 = false) {
  const plan = planRun(song, prefs(practiceTempo), null, (LEAD_BEATS * practiceTempo) / 100);
  const notes = withoutG4 ? plan.notes.filter((n) => n.pitchId !== 67) : plan.notes;
  return { signal: await render({ notes, from: plan.from, seconds: 4 }), from: plan.from };
}

/** Mean square over [t0, t1) seconds of the render. */
function energy(signal: Float32Array, t0: number, t1: number): number {
  let sum = 0;
  const [a, b] = [Math.round(t0 * RATE), Math.round(t1 * RATE)];
  for (let i = a; i < b; i++) sum += signal[i]! ** 2;
  return sum / (b - a);
}

describe('practice tempo (offline render)', () => {
  test('at 50 % the second note sounds twice as late, within a sample', async () => {
    for (const percent of [100, 50]) {
      const full = await played(percent);
      const without = await played(percent, true);
      const beatSeconds = 60 / ((120 * percent) / 100);
      const expected =
        (START_DELAY_SECONDS + 2 * beatSeconds - full.from) * RATE + Math.floor(MASTER_DELAY_SECONDS * RATE);
      expect(
        Math.abs(firstDifference(full.signal, without.signal) - expected),
        `${percent} %`,
      ).toBeLessThanOrEqual(1);
    }
  });

  test('at 50 % the first note rings twice as long before it is damped', async () => {
    // The first note is heard a second of lead-in after the start; a beat lasts 0.5 s at 100 %, 1 s at 50 %.
    const struck = START_DELAY_SECONDS + MASTER_DELAY_SECONDS + 1;
    const full = (await played(100, true)).signal;
    const half = (await played(50, true)).signal;
    const ringing = (signal: Float32Array, at: number) => energy(signal, at + 0.05, at + 0.1);
    const [at100, at50] = [struck, struck];
    const db = (x: number, ref: number) => 10 * Math.log10(x / ref);
    // At 100 %: damped by 0.75 s after its strike (its 0.5 s, then 40 dB within 150 ms).
    expect(db(ringing(full, at100 + 0.7), ringing(full, at100))).toBeLessThan(-40);
    // At 50 %: still ringing then (within a few dB of its natural decay), damped by 1.25 s.
    expect(db(ringing(half, at50 + 0.7), ringing(half, at50))).toBeGreaterThan(-12);
    expect(db(ringing(half, at50 + 1.2), ringing(half, at50))).toBeLessThan(-40);
  });
});
