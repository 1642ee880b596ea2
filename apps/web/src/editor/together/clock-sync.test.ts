import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  estimateClock,
  KEEP_SAMPLES,
  keepSample,
  localAt,
  offsetOf,
  roundTripOf,
  type SyncSample,
  sharedAt,
} from './clock-sync.ts';
import { JOIN_PINGS } from './room-connection.ts';

/** A small seeded generator, so a failing case can be replayed from its seed. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Network {
  /** Shared minus local at local time 0 (ms). */
  readonly offset: number;
  /** The shared clock's extra rate (ms per ms). */
  readonly drift: number;
  /** One-way base latencies (ms), device to server and back. */
  readonly up: number;
  readonly down: number;
  /** Each direction adds 0..jitter ms at random. */
  readonly jitter: number;
}

const trueOffset = (net: Network, local: number): number => net.offset + net.drift * local;

/** `count` exchanges `every` ms apart on the simulated network, as the device records them. */
function exchanges(net: Network, count: number, every: number, seed: number): SyncSample[] {
  const next = random(seed);
  const samples: SyncSample[] = [];
  for (let i = 0; i < count; i++) {
    const t0 = 1000 + i * every;
    const arrive = t0 + net.up + next() * net.jitter;
    const t1 = arrive + trueOffset(net, arrive);
    const t2 = t1 + next() * 2; // the server's own handling
    const leave = arrive + (t2 - t1);
    const t3 = leave + net.down + next() * net.jitter;
    samples.push({ t0, t1, t2, t3 });
  }
  return samples;
}

describe('one exchange', () => {
  test('gives the offset and the round trip without the server’s own time', () => {
    // The device is 500 ms behind the shared clock; 30 ms out, 10 ms at the server, 50 ms back.
    const sample = { t0: 100, t1: 630, t2: 640, t3: 190 };
    expect(roundTripOf(sample)).toBe(80);
    expect(offsetOf(sample)).toBe(490); // the asymmetry's half (10 ms) is what cannot be known
  });

  test('is not enough to trust: the device says its clock is uncertain', () => {
    const estimate = estimateClock([{ t0: 0, t1: 500, t2: 500, t3: 4 }]);
    expect(estimate?.quality).toBe('uncertain');
    expect(estimateClock([])).toBeNull();
  });

  test('a clock that jumped backwards (negative round trip) is left out', () => {
    const jumped = { t0: 100, t1: 600, t2: 600, t3: 50 };
    expect(keepSample([], jumped)).toEqual([]);
    expect(estimateClock([jumped])).toBeNull();
  });
});

describe('many exchanges', () => {
  test('a steady, symmetric network gives a good clock within a millisecond', () => {
    const net = { offset: 12_345, drift: 0, up: 20, down: 20, jitter: 4 };
    const estimate = estimateClock(exchanges(net, 12, 200, 7))!;
    expect(estimate.quality).toBe('good');
    expect(Math.abs(sharedAt(estimate, 5000) - (5000 + 12_345))).toBeLessThan(1);
  });

  test('a jittery network is reported as such', () => {
    const net = { offset: 0, drift: 0, up: 150, down: 150, jitter: 150 };
    const estimate = estimateClock(exchanges(net, 8, 200, 3))!;
    expect(estimate.quality).not.toBe('good');
    expect(estimate.roundTripMs).toBeGreaterThanOrEqual(300);
  });

  test('the device keeps a bounded number of exchanges, the newest', () => {
    const net = { offset: 0, drift: 0, up: 10, down: 10, jitter: 2 };
    let kept: SyncSample[] = [];
    for (const sample of exchanges(net, KEEP_SAMPLES + 10, 1000, 1)) kept = keepSample(kept, sample);
    expect(kept).toHaveLength(KEEP_SAMPLES);
    expect(kept.at(-1)!.t0).toBe(1000 + (KEEP_SAMPLES + 9) * 1000);
  });

  test('shared and local times map both ways', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e7, max: 1e7, noNaN: true }),
        fc.double({ min: -100e-6, max: 100e-6, noNaN: true }),
        fc.double({ min: 0, max: 1e7, noNaN: true }),
        (offsetMs, drift, local) => {
          const estimate = { offsetMs, drift, at: 5000 } as Parameters<typeof sharedAt>[0];
          expect(localAt(estimate, sharedAt(estimate, local))).toBeCloseTo(local, 3);
        },
      ),
    );
  });
});

const network = (maxDrift: number) =>
  fc.record({
    offset: fc.double({ min: -1e9, max: 1e9, noNaN: true }),
    drift: fc.double({ min: -maxDrift, max: maxDrift, noNaN: true }),
    up: fc.double({ min: 1, max: 150, noNaN: true }),
    down: fc.double({ min: 1, max: 150, noNaN: true }),
    jitter: fc.double({ min: 0, max: 40, noNaN: true }),
  });

describe('properties under asymmetric jitter', () => {
  test('the estimate stays within its round-trip bound of the true offset', () => {
    fc.assert(
      fc.property(network(0), fc.integer({ min: 1, max: 40 }), fc.nat(), (net, count, seed) => {
        const estimate = estimateClock(exchanges(net, count, 300, seed))!;
        const error = Math.abs(estimate.offsetMs - trueOffset(net, estimate.at));
        expect(error).toBeLessThanOrEqual(estimate.boundMs + 1e-6);
        expect(estimate.uncertaintyMs).toBeLessThanOrEqual(estimate.boundMs);
        expect(estimate.boundMs).toBeLessThanOrEqual(Math.max(net.up, net.down) + net.jitter + 1);
      }),
    );
  });

  test('a drift fitted 43 ppm off (2 ppm true, 72 ms out and 1 ms back, 40 ms of jitter) stays within the bound', () => {
    // The case a CI run's property met: the bound held only as far as the fitted drift was right.
    const net = { offset: 0, drift: 2.0044753600454196e-6, up: 71.5775231896987, down: 1, jitter: 40 };
    const estimate = estimateClock(exchanges(net, 48, 5000, 496819816))!;
    expect(Math.abs(estimate.drift - net.drift)).toBeGreaterThan(30e-6);
    expect(Math.abs(estimate.offsetMs - trueOffset(net, estimate.at))).toBeLessThanOrEqual(estimate.boundMs);
  });

  test('with drifting clocks over minutes, the estimate follows the drift within its bound', () => {
    fc.assert(
      fc.property(network(100e-6), fc.nat(), (net, seed) => {
        const samples = exchanges(net, 48, 5000, seed);
        const estimate = estimateClock(samples)!;
        // The drift is fitted from noisy exchanges, tens of ppm off at times (asymmetric paths,
        // 40 ms of jitter): the bound holds whatever drift the exchanges allow.
        const error = Math.abs(estimate.offsetMs - trueOffset(net, estimate.at));
        expect(error).toBeLessThanOrEqual(estimate.boundMs + 1e-6);
      }),
      { numRuns: 300 },
    );
    // A minute on, the drift carries the estimate along with the true offset. Fitted from 48
    // exchanges with up to 40 ms of jitter it is good to some tens of ppm: typically well within
    // a millisecond of the bound, rarely a few (seeded networks, so the figures are the same each run).
    const next = random(29);
    const beyond = Array.from({ length: 300 }, (_, seed) => {
      const net = {
        offset: (next() - 0.5) * 1e9,
        drift: (next() * 2 - 1) * 100e-6,
        up: 1 + next() * 149,
        down: 1 + next() * 149,
        jitter: next() * 40,
      };
      const estimate = estimateClock(exchanges(net, 48, 5000, seed))!;
      const later = estimate.at + 60_000;
      return Math.abs(sharedAt(estimate, later) - later - trueOffset(net, later)) - estimate.boundMs;
    });
    expect(median(beyond)).toBeLessThanOrEqual(0);
    expect(percentile(beyond, 95)).toBeLessThanOrEqual(2);
  });

  test('on symmetric paths it converges: more exchanges, a round trip no longer and a smaller error', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        fc.double({ min: 1, max: 150, noNaN: true }),
        fc.double({ min: 10, max: 40, noNaN: true }),
        fc.nat(),
        (offset, base, jitter, seed) => {
          const net = { offset, drift: 0, up: base, down: base, jitter };
          const samples = exchanges(net, 40, 300, seed);
          const few = estimateClock(samples.slice(0, 3))!;
          const many = estimateClock(samples)!;
          expect(many.roundTripMs).toBeLessThanOrEqual(few.roundTripMs);
          expect(Math.abs(many.offsetMs - offset)).toBeLessThanOrEqual(many.boundMs - base + 1e-6);
        },
      ),
    );
    // Over many networks, the typical error falls as the exchanges add up.
    const typicalError = (count: number) =>
      median(
        Array.from({ length: 200 }, (_, seed) => {
          const net = { offset: 0, drift: 0, up: 60, down: 60, jitter: 30 };
          return Math.abs(estimateClock(exchanges(net, count, 300, seed))!.offsetMs);
        }),
      );
    const [three, ten, forty] = [3, 10, 40].map(typicalError);
    expect(ten).toBeLessThan(three!);
    expect(forty).toBeLessThan(ten!);
    expect(forty).toBeLessThan(1.5);
  });
});

describe('the skew bench’s network (issue 29s): 150 ms one way, each way 0-40 ms late at random', () => {
  const net = { offset: 7_000, drift: 0, up: 130, down: 130, jitter: 40 };
  /** A join's exchanges 60 ms apart, then a re-sync's 3 every 20 s, as the connection sends them. */
  const session = (resyncs: number, seed: number): SyncSample[] => {
    const join = exchanges(net, JOIN_PINGS, 60, seed);
    const later = Array.from({ length: resyncs }, (_, i) =>
      exchanges(net, 3, 60, seed * 31 + i + 1).map((s) => shift(s, 20_000 * (i + 1))),
    );
    return [...join, ...later.flat()];
  };

  test('the estimate is within a few milliseconds from the join on, and settles as re-syncs add up', () => {
    const errors = (resyncs: number) =>
      Array.from({ length: 200 }, (_, seed) => {
        const estimate = estimateClock(session(resyncs, seed + 1))!;
        return Math.abs(estimate.offsetMs - trueOffset(net, estimate.at));
      });
    // Half a round trip is 130-170 ms: what the exchanges cannot see is how the delay splits.
    const atJoin = errors(0);
    const afterTwoMinutes = errors(6);
    expect(median(atJoin)).toBeLessThan(1.5);
    expect(percentile(atJoin, 95)).toBeLessThan(5);
    expect(median(afterTwoMinutes)).toBeLessThan(1.5);
    expect(percentile(afterTwoMinutes, 95)).toBeLessThan(5);
  });

  test('no drift is invented from the jitter: until the next re-sync the estimate stays within a few ms', () => {
    const errors = (resyncs: number) =>
      Array.from({ length: 200 }, (_, seed) => {
        const estimate = estimateClock(session(resyncs, seed + 1))!;
        // The longest wait for the next re-sync (RESYNC_MAX_MS).
        const later = estimate.at + 30_000;
        return Math.abs(sharedAt(estimate, later) - later - trueOffset(net, later));
      });
    for (const resyncs of [3, 6, 12]) {
      const found = errors(resyncs);
      expect(median(found)).toBeLessThan(1.5);
      expect(percentile(found, 95)).toBeLessThan(5);
    }
  });

  test('an exchange slow one way (or both) changes nothing unless its other way is the quickest yet', () => {
    fc.assert(
      fc.property(fc.nat(), fc.double({ min: 0, max: 400, noNaN: true }), fc.boolean(), (seed, slow, out) => {
        const samples = session(3, seed + 1);
        const before = estimateClock(samples)!;
        // A late answer (or a late question): one way waits `slow` ms more, the other is as slow
        // as the network's jitter allows (no quicker than the quickest so far).
        const t0 = samples.at(-1)!.t3 + 500;
        const arrive = t0 + net.up + net.jitter + 1 + (out ? slow : 0);
        const t1 = arrive + trueOffset(net, arrive);
        const lopsided = { t0, t1, t2: t1, t3: arrive + net.down + net.jitter + 1 + (out ? 0 : slow) };
        const after = estimateClock([...samples, lopsided])!;
        // The same offset, carried to the new exchange's time; the same bound, but for what the
        // time since adds to it: the older exchanges loosened by their age (15 ppm) and the
        // drifts the exchanges allow (at most 200 ppm) carried over a second or so.
        expect(Math.abs(sharedAt(after, after.at) - sharedAt(before, after.at))).toBeLessThan(0.05);
        const since = after.at - before.at;
        expect(after.boundMs - before.boundMs).toBeGreaterThan(-0.05);
        expect(after.boundMs - before.boundMs).toBeLessThanOrEqual(215e-6 * since + 0.05);
      }),
    );
  });
});

describe('a clock that stepped', () => {
  test('the exchanges before the step are let go: the newest tell the clock as it is', () => {
    const net = { offset: 0, drift: 0, up: 20, down: 20, jitter: 5 };
    const before = exchanges(net, 8, 60, 4);
    const after = exchanges({ ...net, offset: 900 }, 4, 60, 5).map((s) => shift(s, 10_000));
    const estimate = estimateClock([...before, ...after])!;
    expect(Math.abs(estimate.offsetMs - 900)).toBeLessThan(5);
    expect(estimate.samples).toBeLessThanOrEqual(4);
  });
});

/** The same exchange `ms` later on both clocks. */
const shift = (s: SyncSample, ms: number): SyncSample => ({
  t0: s.t0 + ms,
  t1: s.t1 + ms,
  t2: s.t2 + ms,
  t3: s.t3 + ms,
});

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1]!;
}
