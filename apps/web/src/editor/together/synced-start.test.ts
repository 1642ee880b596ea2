import { DEFAULT_PREFERENCES, type Preferences } from '@ringalong/song';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { songWith } from '../../../test/songs.ts';
import { planRun } from '../rehearsal/plan.ts';
import { estimateClock, localStartOf } from './clock-sync.ts';
import {
  JOIN_MARGIN_MS,
  MIN_LEAD_MS,
  plannedStartAt,
  roomBeatAt,
  runTimeAt,
  syncedStart,
} from './synced-start.ts';

// Four bars of 4/4 with a note on every beat of the default song's C4.
const song = songWith({ 60: Array.from({ length: 16 }, (_, beat) => beat) });
const prefs = (patch: Partial<Preferences> = {}): Preferences => ({
  ...DEFAULT_PREFERENCES,
  bpm: 120,
  practiceTempo: 100,
  warmupBeats: 4,
  countIn: true,
  ...patch,
});

describe('a device on time', () => {
  test('hears the run’s start at the planned instant', () => {
    const plan = planRun(song, prefs(), null, 0, 0, true);
    const start = syncedStart(plan, 10_000, 9_500);
    expect(start).toEqual({ fromSongTime: plan.from, heardAt: 10_000, lateBy: 0 });
  });

  test('a leader plans at least 300 ms ahead', () => {
    expect(plannedStartAt(1000.4)).toBe(1301);
    expect(plannedStartAt(1000, 100)).toBe(1000 + MIN_LEAD_MS);
    expect(plannedStartAt(1000, 800)).toBe(1800);
  });

  test('the shared start maps to this device’s clock, earlier by its calibrated offset', () => {
    // This device's clock is 5 s behind the shared one.
    const estimate = estimateClock([
      { t0: 0, t1: 5010, t2: 5010, t3: 20 },
      { t0: 100, t1: 5110, t2: 5110, t3: 120 },
      { t0: 200, t1: 5210, t2: 5210, t3: 220 },
    ])!;
    expect(localStartOf(estimate, 8000)).toBeCloseTo(3000, 9);
    // A headset heard 40 ms late: the device sends its sound 40 ms sooner.
    expect(localStartOf(estimate, 8000, 40)).toBeCloseTo(2960, 9);
  });
});

describe('a device that joins late', () => {
  test('starts a moment from now at the run time the room has reached', () => {
    const plan = planRun(song, prefs(), null, 0, 0, true);
    // Joined 3 s into the run: it starts 120 ms from now, 3.12 s into the run.
    const start = syncedStart(plan, 10_000, 13_000);
    expect(start.heardAt).toBe(13_000 + JOIN_MARGIN_MS);
    expect(start.fromSongTime).toBeCloseTo(plan.from + 3.12, 9);
    expect(start.fromSongTime).toBeCloseTo(runTimeAt(plan, 10_000, start.heardAt), 9);
  });

  test('in a loop, lands on the beat the room is on, pass after pass', () => {
    const loop = { on: true, from: 2, to: 3, speedUp: 0 };
    const plan = planRun(song, prefs(), loop, 0, 0, true);
    // The run starts at the lead-in (4 beats before bar 2), then bars 2-3 (beats 4-12) over and over.
    expect(plan.from).toBe(0);
    // 120 bpm: a beat is 0.5 s; the loop's 8 beats take 4 s. 13.25 s in: beat 4 + (13.25 - 6) % 4 * 2.
    const beat = roomBeatAt(plan, 10_000, 23_250);
    expect(beat).toBeCloseTo(4 + ((13.25 - 6) % 4) * 2, 9);
    // A device joining then plans the same run and starts from where the room is.
    const start = syncedStart(plan, 10_000, 23_250);
    expect(plan.beatAt(start.fromSongTime)).toBeCloseTo(roomBeatAt(plan, 10_000, start.heardAt), 9);
  });

  test('a loop that speeds up each pass keeps every device on the same pass and beat', () => {
    const loop = { on: true, from: 1, to: 2, speedUp: 10 };
    const slow = prefs({ practiceTempo: 60 });
    const plan = planRun(song, slow, loop, 0, 0, false);
    fc.assert(
      fc.property(fc.double({ min: 0, max: 60_000, noNaN: true }), (late) => {
        const start = syncedStart(plan, 10_000, 10_000 + late);
        const room = roomBeatAt(plan, 10_000, start.heardAt);
        expect(plan.beatAt(start.fromSongTime)).toBeCloseTo(room, 6);
        expect(plan.passAt(start.fromSongTime)).toBe(plan.passAt(runTimeAt(plan, 10_000, start.heardAt)));
      }),
    );
  });

  test('a tempo change at a start time: the new run starts at the beat the old one reached', () => {
    // The leader plays from bar 1 at 120 bpm from shared 10 s, then at 14 s plans 90 bpm from 14.3 s.
    const before = planRun(song, prefs(), null, 0, 0, false);
    const changeAt = plannedStartAt(14_000);
    const beatThen = roomBeatAt(before, 10_000, changeAt);
    expect(beatThen).toBeCloseTo((4.3 * 120) / 60, 9);
    const after = planRun(song, prefs({ practiceTempo: 75 }), null, beatThen, 0, false);
    // From then on a beat takes 2/3 s: 2 s after the change, 3 beats further.
    expect(roomBeatAt(after, changeAt, changeAt + 2000)).toBeCloseTo(beatThen + 3, 9);
    // A device that hears of the change only 0.5 s after it took effect is at the same beat.
    const late = syncedStart(after, changeAt, changeAt + 500);
    expect(after.beatAt(late.fromSongTime)).toBeCloseTo(roomBeatAt(after, changeAt, late.heardAt), 9);
  });

  test('a change while playing takes over a moment from now, in step from its start on', () => {
    const plan = planRun(song, prefs(), null, 8, 0, false);
    const start = syncedStart(plan, 10_300, 10_000, JOIN_MARGIN_MS, true);
    expect(start.heardAt).toBe(10_000 + JOIN_MARGIN_MS);
    // At the planned instant the run is exactly at its start: beat 8.
    expect(start.fromSongTime + (10_300 - start.heardAt) / 1000).toBeCloseTo(plan.from, 9);
  });

  test('on time or late, a device always starts no sooner than the margin from now', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -5, max: 5, noNaN: true }),
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        fc.double({ min: -1e5, max: 1e5, noNaN: true }),
        fc.boolean(),
        (from, startAt, delta, continuous) => {
          const now = startAt + delta;
          const start = syncedStart({ from }, startAt, now, JOIN_MARGIN_MS, continuous);
          expect(start.heardAt).toBeGreaterThanOrEqual(now + JOIN_MARGIN_MS - 1e-6);
          expect(start.fromSongTime - from).toBeCloseTo((start.heardAt - startAt) / 1000, 6);
        },
      ),
    );
  });
});
