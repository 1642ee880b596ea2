import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { FOLLOW_MS, MAPPING_READINGS, mappingOf, OutputMapping, readingOn } from './output-mapping';
import { anchorHeardAt, type ClockReading, heardAt } from './scheduler';

/** A reading at performance.now() `now` (ms) of an output that puts context time 0 at `mappingMs`. */
const readingAt = (now: number, mappingMs: number): ClockReading => {
  const currentTime = (now - mappingMs) / 1000 + 0.02;
  // The timestamp is of the last audio callback, a few ms before now.
  const performanceTime = now - 4;
  return {
    currentTime,
    latency: 0.02,
    timestamp: { contextTime: (performanceTime - mappingMs) / 1000, performanceTime },
    performanceNow: now,
  };
};

/** The performance.now() of readings 20 ms apart (a frame or a tick each). */
function ticker(from: number): () => number {
  let now = from;
  return () => {
    now += 20;
    return now;
  };
}

describe('the output mapping a room’s run is placed by and follows', () => {
  test('a reading gives where context time 0 leaves the output, and a reading can be put on a steadier one', () => {
    const reading = readingAt(10_000, 500);
    expect(mappingOf(reading)).toBeCloseTo(500, 9);
    const steadier = readingOn(reading, 503);
    expect(mappingOf(steadier)).toBeCloseTo(503, 9);
    // A run anchored by it is heard at the planned instant on that mapping.
    const anchor = anchorHeardAt(steadier, 10_400, 0, 0);
    expect(heardAt(steadier, anchor.contextTime)).toBeCloseTo(10_400, 6);
  });

  test('one odd reading (a busy main thread) moves neither the placement nor the run', () => {
    const output = new OutputMapping();
    for (let i = 0; i < MAPPING_READINGS; i++) output.read(readingAt(1000 + i * 20, 500 + (i % 2) * 0.5));
    output.read(readingAt(1200, 515));
    expect(Math.abs(output.place(0) - 500)).toBeLessThanOrEqual(0.5);
    output.read(readingAt(1220, 540));
    output.read(readingAt(1240, 500));
    expect(output.follow()).toBe(0);
  });

  test('an output that fell behind and stays there is followed once, by the whole move', () => {
    const output = new OutputMapping();
    for (let i = 0; i < MAPPING_READINGS; i++) output.read(readingAt(1000 + i * 20, 500));
    output.place(0);
    const next = ticker(1200);
    let followed = 0;
    for (let i = 0; i < 2 * MAPPING_READINGS; i++) {
      output.read(readingAt(next(), 510));
      followed += output.follow();
    }
    expect(followed).toBeCloseTo(10, 9);
    // Followed, it stays put while the output does.
    output.read(readingAt(next(), 510));
    expect(output.follow()).toBe(0);
  });

  test('whatever the readings, the run follows the steady mapping to within FOLLOW_MS, and jitter within it never moves the run', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -50, max: 50, noNaN: true }), { minLength: 1, maxLength: 6 }),
        fc.array(fc.double({ min: -FOLLOW_MS / 2, max: FOLLOW_MS / 2, noNaN: true }), {
          minLength: 2 * MAPPING_READINGS,
          maxLength: 40,
        }),
        (moves, jitter) => {
          const output = new OutputMapping();
          const next = ticker(1000);
          let mapping = 500;
          for (let i = 0; i < MAPPING_READINGS; i++) output.read(readingAt(next(), mapping));
          let placed = output.place(0);
          for (const move of moves) {
            mapping += move;
            for (const j of jitter) {
              output.read(readingAt(next(), mapping + j));
              placed += output.follow();
            }
            expect(Math.abs(placed - mapping)).toBeLessThanOrEqual(FOLLOW_MS + FOLLOW_MS / 2 + 1e-6);
          }
          // Jitter alone, within FOLLOW_MS / 2 either side, never moves a run placed amid it.
          const steady = new OutputMapping();
          for (const j of jitter.slice(0, MAPPING_READINGS)) steady.read(readingAt(next(), mapping + j));
          steady.place(0);
          for (const j of jitter) {
            steady.read(readingAt(next(), mapping + j));
            expect(steady.follow()).toBe(0);
          }
        },
      ),
    );
  });

  test('without an output timestamp (a browser that has none) it does not follow the clock’s own steps', () => {
    const output = new OutputMapping();
    const bare = (now: number, step: number): ClockReading => ({
      currentTime: Math.floor((now - 500) / step) * (step / 1000),
      latency: 0.02,
      performanceNow: now,
    });
    output.place(480);
    for (let i = 0; i < 40; i++) output.read(bare(1000 + i * 7, 20));
    expect(output.follow()).toBe(0);
  });
});
