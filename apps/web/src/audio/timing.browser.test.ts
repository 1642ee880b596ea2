import { describe, expect, test } from 'vitest';
import { firstDifference, largestDifference, RATE, render } from '../../test/audio-offline.ts';
import { magnitudeAt } from '../../test/spectrum.ts';
import { MASTER_DELAY_SECONDS } from './master-bus';
import { START_DELAY_SECONDS } from './scheduler';
import type { ScheduledNote } from './types';

// Times off the 128-sample tick grid and pitches between samples, so resampled bells are covered.
// Spaced so the sum stays under the master limiter's threshold: the bus is then linear, and a note
// left out changes nothing before its own onset (when limiting, the lookahead turns the others
// down a few milliseconds before a loud strike is heard).
const song: ScheduledNote[] = [
  { time: 0, pitchId: 55 },
  { time: 0, pitchId: 72 },
  { time: 0.8503, pitchId: 60 },
  { time: 1.58337, pitchId: 64 },
  { time: 2.2129, pitchId: 80 },
  { time: 2.8, pitchId: 67 },
];
const from = -0.25;
/** Where a note is heard: on the audio clock, then the master bus's lookahead later. */
const idealSample = (note: ScheduledNote) =>
  (START_DELAY_SECONDS + note.time - from) * RATE + Math.floor(MASTER_DELAY_SECONDS * RATE);

describe('bells on the audio clock (offline render)', () => {
  test('every note starts within one sample of its ideal time', async () => {
    const full = await render({ notes: song, from, seconds: 4 });
    for (const [index, note] of song.entries()) {
      const without = await render({ notes: song.filter((_, i) => i !== index), from, seconds: 4 });
      const onset = firstDifference(full, without);
      expect(Math.abs(onset - idealSample(note)), `note ${index} at ${note.time}`).toBeLessThanOrEqual(1);
    }
  });

  test('two renders are identical sample for sample', async () => {
    const first = await render({ notes: song, from, seconds: 4 });
    const second = await render({ notes: song, from, seconds: 4 });
    expect(first.length).toBe(second.length);
    expect(largestDifference(first, second)).toBe(0);
  });

  test('two renders of a busy song, chords and rings overlapping, are identical to the last bit', async () => {
    // Up to five bells struck at once and a dozen ringing: where Chrome adds many signals into
    // one node in an order that changes between runs, the sums differed in their last bits.
    const busy: ScheduledNote[] = [];
    for (let i = 0; i < 24; i++) {
      const chord = 1 + (i % 5);
      for (let k = 0; k < chord; k++) busy.push({ time: i * 0.13, pitchId: 55 + ((i * 7 + k * 4) % 25) });
    }
    const first = await render({ notes: busy, from, seconds: 5 });
    for (let run = 0; run < 2; run++) {
      const again = await render({ notes: busy, from, seconds: 5 });
      expect(largestDifference(first, again), `render ${run + 2}`).toBe(0);
    }
  });
});

describe('transpose', () => {
  test('an octave up sounds the stave C4 at C5', async () => {
    const note = [{ time: 0, pitchId: 60 }];
    const up = await render({ notes: note, options: { transposeSemitones: 12 }, seconds: 1.2 });
    const c5 = magnitudeAt(up, RATE, 523.25);
    expect(c5).toBeGreaterThan(10 * magnitudeAt(up, RATE, 261.63));
  });
});
