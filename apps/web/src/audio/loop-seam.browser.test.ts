import { describe, expect, test } from 'vitest';
import { firstDifference, largestDifference, RATE, render } from '../../test/audio-offline.ts';
import { MASTER_DELAY_SECONDS } from './master-bus';
import { START_DELAY_SECONDS } from './scheduler';
import type { Click, PlaybackLoop, ScheduledNote } from './types';

/**
 * A passage of four notes, a quarter second apart, each damped after 0.2 s, looped about every
 * second; the bar after it starts with E5, which the loop must never strike. A pass lasts a whole
 * number of samples (strikes of every pass land on the same sub-sample phase, which changes how a
 * strike's noise is interpolated) but not of 128-sample ticks, so seams fall between ticks.
 */
const PASS_SECONDS = 44_117 / 44_100;
const passage: ScheduledNote[] = [60, 64, 67, 72].map((pitchId, i) => ({
  time: i * 0.25,
  pitchId,
  duration: 0.2,
}));
const afterLoop: ScheduledNote = { time: PASS_SECONDS, pitchId: 76, duration: 0.2 };
// Half a second before the first strike, so the master bus has settled (as render-audio.ts does).
const from = -0.5;
const PASSES = 3;
const SECONDS = 3.7;

/** The loop, with `left` (pass, index) out of it: one strike fewer. */
function loopWithout(left?: readonly [number, number]): PlaybackLoop {
  return {
    end: PASS_SECONDS,
    pass: (index) => ({
      notes: passage.filter((_, i) => !(left && left[0] === index && left[1] === i)),
      seconds: PASS_SECONDS,
    }),
  };
}

const heardAt = (seconds: number) =>
  (START_DELAY_SECONDS + seconds - from) * RATE + Math.floor(MASTER_DELAY_SECONDS * RATE);

describe('a looped passage across its seams (offline render)', () => {
  test('every strike of three passes starts within one sample of its time: no gap, each once', async () => {
    const notes = [...passage, afterLoop];
    const full = await render({ notes, from, seconds: SECONDS, options: { loop: loopWithout() } });
    for (let pass = 0; pass < PASSES; pass++) {
      for (const [index, note] of passage.entries()) {
        const without =
          pass === 0
            ? await render({
                notes: notes.filter((n) => n !== note),
                from,
                seconds: SECONDS,
                options: { loop: loopWithout() },
              })
            : await render({ notes, from, seconds: SECONDS, options: { loop: loopWithout([pass, index]) } });
        const onset = firstDifference(full, without);
        const expected = heardAt(pass * PASS_SECONDS + note.time);
        expect(Math.abs(onset - expected), `pass ${pass}, note ${index}`).toBeLessThanOrEqual(1);
        // The difference is that one strike and nothing else: silence again after its damping.
        const after = Math.round(expected + 0.45 * RATE);
        expect(
          largestDifference(full.subarray(after), without.subarray(after)),
          `pass ${pass}, note ${index}`,
        ).toBe(0);
      }
    }
  });

  test('the note written at the end of the loop is never struck (no double strike at the seam)', async () => {
    const withIt = await render({
      notes: [...passage, afterLoop],
      from,
      seconds: SECONDS,
      options: { loop: loopWithout() },
    });
    const withoutIt = await render({
      notes: passage,
      from,
      seconds: SECONDS,
      options: { loop: loopWithout() },
    });
    expect(largestDifference(withIt, withoutIt)).toBe(0);
  });

  test('a seam strike sounds exactly as the same strike in the first pass does: one strike, not two', async () => {
    const full = await render({ notes: passage, from, seconds: SECONDS, options: { loop: loopWithout() } });
    const firstLeft = await render({
      notes: passage.slice(1),
      from,
      seconds: SECONDS,
      options: { loop: loopWithout() },
    });
    const seamLeft = await render({
      notes: passage,
      from,
      seconds: SECONDS,
      options: { loop: loopWithout([1, 0]) },
    });
    const strike = (without: Float32Array, at: number) => {
      const start = Math.round(heardAt(at));
      const end = start + Math.round(0.15 * RATE);
      let energy = 0;
      for (let i = start; i < end; i++) energy += (full[i]! - without[i]!) ** 2;
      return energy;
    };
    const ratio = strike(seamLeft, PASS_SECONDS) / strike(firstLeft, 0);
    // Within 1 dB (the ring's small variation by time); a double strike would be 6 dB up.
    expect(Math.abs(10 * Math.log10(ratio))).toBeLessThan(1);
  });
});

describe('count-in clicks (offline render)', () => {
  const clicks: Click[] = [-1.2, -0.9, -0.6, -0.3].map((time, i) => ({
    time: time + 0.00123,
    accent: i === 0,
  }));
  const start = -1.8;

  test('each click starts within one sample of its beat', async () => {
    const signal = await render({ notes: [], from: start, seconds: 1.9, options: { clicks } });
    for (const click of clicks) {
      const expected =
        (START_DELAY_SECONDS + click.time - start) * RATE + Math.floor(MASTER_DELAY_SECONDS * RATE);
      let onset = Math.round(expected - 0.05 * RATE);
      while (Math.abs(signal[onset]!) < 1e-3) onset++;
      expect(Math.abs(onset - expected), `click at ${click.time}`).toBeLessThanOrEqual(1);
    }
  });

  test('the accented click is louder than the others, and none is there with clicks off', async () => {
    const signal = await render({ notes: [], from: start, seconds: 1.9, options: { clicks } });
    const peakNear = (time: number) => {
      const at = Math.round((START_DELAY_SECONDS + time - start + MASTER_DELAY_SECONDS) * RATE);
      let peak = 0;
      for (let i = at - 64; i < at + 0.05 * RATE; i++) peak = Math.max(peak, Math.abs(signal[i]!));
      return peak;
    };
    expect(peakNear(clicks[0]!.time)).toBeGreaterThan(1.3 * peakNear(clicks[1]!.time));
    const silent = await render({ notes: [], from: start, seconds: 1.9 });
    expect(silent.every((v) => Math.abs(v) < 1e-3)).toBe(true);
  });
});
