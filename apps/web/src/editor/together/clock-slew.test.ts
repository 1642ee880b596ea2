import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { SLEW_RATE, STEP_MS, slewedLocalAt, slewedSharedAt, slewToward } from './clock-slew.ts';
import type { ClockEstimate } from './clock-sync.ts';

/** An estimate with this offset (and drift) at local time `at`. */
const estimateOf = (offsetMs: number, at: number, drift = 0): ClockEstimate => ({
  offsetMs,
  at,
  drift,
  roundTripMs: 40,
  boundMs: 20,
  uncertaintyMs: 2,
  samples: 8,
  quality: 'good',
});

/** The applied clock's offset (shared minus local, ms) at local time `local`. */
const appliedOffset = (clock: Parameters<typeof slewedSharedAt>[0], local: number) =>
  slewedSharedAt(clock, local) - local;

describe('a new estimate eased in', () => {
  test('the first estimate is taken as it is', () => {
    const clock = slewToward(null, estimateOf(5000, 1000), 1000);
    expect(appliedOffset(clock, 1000)).toBe(5000);
    expect(appliedOffset(clock, 9000)).toBe(5000);
  });

  test('a re-sync 8 ms later is reached at 1 ms in every 100 ms, not at once', () => {
    const first = slewToward(null, estimateOf(5000, 1000), 1000);
    const resynced = slewToward(first, estimateOf(5008, 20_000), 20_000);
    expect(appliedOffset(resynced, 20_000)).toBeCloseTo(5000, 9);
    expect(appliedOffset(resynced, 20_400)).toBeCloseTo(5004, 9);
    expect(appliedOffset(resynced, 20_800)).toBeCloseTo(5008, 9);
    expect(appliedOffset(resynced, 60_000)).toBeCloseTo(5008, 9);
  });

  test('a change beyond the step limit (another clock: a phone that slept) is taken at once', () => {
    const first = slewToward(null, estimateOf(5000, 1000), 1000);
    const jumped = slewToward(first, estimateOf(5000 + STEP_MS + 30, 20_000), 20_000);
    expect(appliedOffset(jumped, 20_000)).toBe(5000 + STEP_MS + 30);
  });

  test('whatever the estimates, the applied clock is continuous, eases at a bounded rate and never runs back', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        fc.array(
          fc.record({
            // Re-syncs 10-30 s apart in the app; here as close as the last change's easing allows.
            change: fc.double({ min: -STEP_MS / 2, max: STEP_MS / 2, noNaN: true }),
            after: fc.double({ min: STEP_MS / 2 / SLEW_RATE, max: 30_000, noNaN: true }),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        fc.double({ min: 0, max: 5000, noNaN: true }),
        (offset, resyncs, step) => {
          let now = 1000;
          let target = offset;
          let clock = slewToward(null, estimateOf(target, now), now);
          for (const { change, after } of resyncs) {
            now += after;
            const before = appliedOffset(clock, now);
            target += change;
            clock = slewToward(clock, estimateOf(target, now), now);
            // Continuous: the new estimate changes nothing at the instant it comes in.
            expect(appliedOffset(clock, now)).toBeCloseTo(before, 6);
          }
          // From there on it moves toward the estimate at most SLEW_RATE, and reaches it.
          const a = appliedOffset(clock, now);
          const b = appliedOffset(clock, now + step);
          expect(Math.abs(b - a)).toBeLessThanOrEqual(SLEW_RATE * step + 1e-6);
          expect(Math.abs(b - target)).toBeLessThanOrEqual(Math.abs(a - target) + 1e-6);
          expect(slewedSharedAt(clock, now + step)).toBeGreaterThanOrEqual(slewedSharedAt(clock, now) - 1e-6);
          expect(appliedOffset(clock, now + (2 * STEP_MS) / SLEW_RATE)).toBeCloseTo(target, 6);
        },
      ),
    );
  });

  test('shared and local times map both ways while easing', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e7, max: 1e7, noNaN: true }),
        fc.double({ min: -STEP_MS, max: STEP_MS, noNaN: true }),
        fc.double({ min: -100e-6, max: 100e-6, noNaN: true }),
        fc.double({ min: 0, max: 20_000, noNaN: true }),
        (offset, change, drift, ahead) => {
          const first = slewToward(null, estimateOf(offset, 1000, drift), 1000);
          const clock = slewToward(first, estimateOf(offset + change, 5000, drift), 5000);
          const local = 5000 + ahead;
          expect(slewedLocalAt(clock, slewedSharedAt(clock, local))).toBeCloseTo(local, 3);
        },
      ),
    );
  });
});
