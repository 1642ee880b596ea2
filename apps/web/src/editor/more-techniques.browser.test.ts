/**
 * The techniques version 5 added, rendered offline as a listener hears them: shake (rapid strikes
 * for the note's length), singing bell (no strike, a swelling ring), vibrato (an amplitude
 * wobble), brush damp (a damp with the brush's swish) and ring touch (a short ring).
 */
import { DEFAULT_PREFERENCES, type Song } from '@ringalong/song';
import { describe, expect, test } from 'vitest';
import { firstDifference, peak, RATE, render } from '../../test/audio-offline.ts';
import { magnitudeAt } from '../../test/spectrum.ts';
import { MASTER_DELAY_SECONDS } from '../audio/master-bus.ts';
import { START_DELAY_SECONDS } from '../audio/scheduler.ts';
import type { ScheduledNote } from '../audio/types.ts';
import { SHAKE_SECONDS, scheduledNotes } from './schedule.ts';

const FROM = -0.25;
/** Where a note struck at song time 0 is heard in a render. */
const STRUCK = START_DELAY_SECONDS - FROM + MASTER_DELAY_SECONDS;
const dBFS = (level: number) => 20 * Math.log10(level);
const one = (note: Partial<ScheduledNote>, seconds: number) =>
  render({ notes: [{ time: 0, pitchId: 60, ...note }], from: FROM, seconds });

/** The level every 20 ms over the ring's first `seconds`, in dB against the same strike rung plainly. */
function contour(rendered: Float32Array, plain: Float32Array, seconds = 1.2): number[] {
  return Array.from({ length: Math.round(seconds / 0.02) }, (_, i) => {
    const from = STRUCK + 0.05 + i * 0.02;
    return dBFS(peak(rendered, from, from + 0.02) / peak(plain, from, from + 0.02));
  });
}

describe('shake, singing bell, vibrato, brush damp and ring touch (offline render)', () => {
  test('shake: the bell struck again and again for the written length, each strike on its time', async () => {
    const song: Song = {
      version: 5,
      meta: { title: 'Shake' },
      timeSignatures: [{ beat: 0, numerator: 4, denominator: 4 }],
      staves: [{ pitchId: 60, instrument: 'handbell', notes: [{ beat: 0, length: 2, technique: 'shake' }] }],
    };
    // Two beats at 120 bpm: one second, twelve strikes.
    const notes = scheduledNotes(song, DEFAULT_PREFERENCES.bpm * 1.2);
    expect(notes).toHaveLength(12);
    expect(notes[1]!.time).toBeCloseTo(SHAKE_SECONDS);
    const full = await render({ notes, from: FROM, seconds: 1.4 });
    for (const k of [3, 8]) {
      const without = await render({ notes: notes.filter((_, i) => i !== k), from: FROM, seconds: 1.4 });
      const expected =
        (START_DELAY_SECONDS + notes[k]!.time - FROM) * RATE + Math.floor(MASTER_DELAY_SECONDS * RATE);
      expect(Math.abs(firstDifference(full, without) - expected), `strike ${k}`).toBeLessThanOrEqual(1);
    }
  });

  test('singing bell: no strike, then a ring that swells above a plain one', async () => {
    const plain = await one({ duration: 3 }, 2.4);
    const sung = await one({ duration: 3, technique: 'singing bell' }, 2.4);
    // The first 20 ms: the clapper's strike, or a mallet only starting to rub.
    expect(dBFS(peak(sung, STRUCK, STRUCK + 0.02) / peak(plain, STRUCK, STRUCK + 0.02))).toBeLessThan(-10);
    const levels = contour(sung, plain, 2);
    expect(levels.at(-1)!).toBeGreaterThan(levels[10]! + 3);
    expect(levels.at(-1)!).toBeGreaterThan(0);
  });

  test('vibrato: the ring wobbles about seven times a second, gentler than gyro', async () => {
    const plain = await one({ duration: 2 }, 1.6);
    const vibrato = contour(await one({ duration: 2, technique: 'vibrato' }, 1.6), plain);
    const gyro = contour(await one({ duration: 2, technique: 'gyro' }, 1.6), plain);
    const range = (levels: number[]) => Math.max(...levels) - Math.min(...levels);
    // Local minima of the level: a wobble each.
    const dips = vibrato.filter(
      (level, i) =>
        i > 0 && i < vibrato.length - 1 && level < vibrato[i - 1]! && level <= vibrato[i + 1]! && level < -1,
    ).length;
    expect(dips).toBeGreaterThanOrEqual(6);
    expect(range(vibrato)).toBeGreaterThan(1.5);
    expect(range(vibrato)).toBeLessThan(range(gyro));
  });

  test('brush damp: the damp brings a brush’s swish (2-3 kHz) a plain damp does not have', async () => {
    const plain = await one({ duration: 0.5 }, 1.2);
    const brushed = await one({ duration: 0.5, technique: 'brush damp' }, 1.2);
    const window = (signal: Float32Array) =>
      signal.subarray(Math.round((STRUCK + 0.5) * RATE), Math.round((STRUCK + 0.62) * RATE));
    const band = (signal: Float32Array) =>
      [2000, 2500, 3000].reduce((sum, hz) => sum + magnitudeAt(window(signal), RATE, hz), 0);
    expect(band(brushed)).toBeGreaterThan(3 * band(plain));
    // And then silence: 40 dB under the ring by 0.5 s after the damp.
    const ringing = peak(plain, STRUCK + 0.3, STRUCK + 0.4);
    expect(dBFS(peak(brushed, STRUCK + 1, STRUCK + 1.1) / ringing)).toBeLessThan(-40);
  });

  test('ring touch: rung and touched to the pad, 40 dB down half a second after the strike', async () => {
    const plain = await one({ duration: 2 }, 1);
    const touched = await one({ duration: 2, technique: 'ring touch' }, 1);
    const ringing = peak(plain, STRUCK + 0.5, STRUCK + 0.6);
    expect(dBFS(peak(touched, STRUCK + 0.5, STRUCK + 0.6) / ringing)).toBeLessThan(-40);
    // Its strike is a full one.
    expect(dBFS(peak(touched, STRUCK, STRUCK + 0.05) / peak(plain, STRUCK, STRUCK + 0.05))).toBeGreaterThan(
      -2,
    );
  });
});
