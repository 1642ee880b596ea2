/**
 * The count before each pass of a loop, heard on the audio clock (offline render): the run the
 * rehearsal planner makes is handed to the real engine, its bells left out so that only the
 * clicks sound, and every click's onset is found in the signal.
 */
import { DEFAULT_PREFERENCES, type Preferences } from '@ringalong/song';
import { describe, expect, test } from 'vitest';
import { RATE, render } from '../../../test/audio-offline.ts';
import { songWith } from '../../../test/songs.ts';
import { MASTER_DELAY_SECONDS } from '../../audio/master-bus.ts';
import { START_DELAY_SECONDS } from '../../audio/scheduler.ts';
import type { PlaybackLoop } from '../../audio/types.ts';
import { planRun } from './plan.ts';

/** 240 bpm (a quarter second a beat), 4 warm-up beats; bar 1 looped (1 s a pass, 1 s of count before each after the first). */
const prefs: Preferences = {
  ...DEFAULT_PREFERENCES,
  bpm: 240,
  warmupBeats: 4,
  countIn: true,
  practiceTempo: 100,
};
const song = songWith({ 60: [0, 1, 2, 3, 4] });

/** The run's clicks alone: the passes without their notes. */
function clicksOnly(countEachPass: boolean) {
  const plan = planRun(song, prefs, { on: true, from: 1, to: 1, speedUp: 0, countEachPass }, -4, 0, true);
  const loop: PlaybackLoop = {
    end: plan.loop!.end,
    pass: (index) => ({ ...plan.loop!.pass(index), notes: [] }),
  };
  return { plan, loop };
}

const heardAt = (from: number, time: number) =>
  (START_DELAY_SECONDS + time - from) * RATE + Math.floor(MASTER_DELAY_SECONDS * RATE);

/** The first sample from `at` on louder than silence. */
function onsetFrom(signal: Float32Array, at: number): number {
  let i = Math.round(at);
  while (i < signal.length && Math.abs(signal[i]!) < 1e-3) i++;
  return i;
}

describe('the count before each loop pass (offline render)', () => {
  test('four clicks before each of two passes, each within a sample of its beat; none in the first pass', async () => {
    const { plan, loop } = clicksOnly(true);
    const signal = await render({
      notes: [],
      from: plan.from,
      seconds: 5.2,
      options: { loop, clicks: plan.clicks },
    });
    // Run seconds: the lead-in's clicks -1..-0.25, pass 0 from 0 to 1 s, pass 1's count 1..2 s,
    // its notes 2..3 s, pass 2's count 3..4 s.
    for (const time of [1, 1.25, 1.5, 1.75, 3, 3.25, 3.5, 3.75]) {
      const expected = heardAt(plan.from, time);
      const onset = onsetFrom(signal, expected - 0.02 * RATE);
      expect(Math.abs(onset - expected), `click at ${time} s`).toBeLessThanOrEqual(1);
    }
    // The first pass itself is silent: its count was the lead-in's.
    const quiet = signal.subarray(Math.round(heardAt(plan.from, 0.2)), Math.round(heardAt(plan.from, 0.98)));
    expect(quiet.every((v) => Math.abs(v) < 1e-3)).toBe(true);
  });

  test('without the setting, no click after the lead-in', async () => {
    const { plan, loop } = clicksOnly(false);
    const signal = await render({
      notes: [],
      from: plan.from,
      seconds: 5.2,
      options: { loop, clicks: plan.clicks },
    });
    const after = signal.subarray(Math.round(heardAt(plan.from, 0.2)));
    expect(after.every((v) => Math.abs(v) < 1e-3)).toBe(true);
  });
});
