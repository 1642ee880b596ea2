/**
 * The shared clock of a rehearsal room, from NTP-style exchanges with the room's server: the
 * device sends at `t0` (its own clock, performance.now() ms), the server stamps `t1` on receipt
 * and `t2` on reply (the shared clock, ms), the device receives at `t3`. Each exchange gives
 * an offset (shared minus local) and a round trip; the true offset lies within half the round
 * trip of it, whatever the paths' asymmetry. Pure: no timers, no sockets.
 *
 * The estimate keeps the exchanges with the lowest round trips (queueing only ever adds delay),
 * takes their median offset, carried to the newest exchange's time by the drift between the two
 * clocks (a fit over the kept exchanges once they span long enough), and says how sure it is.
 */

export interface SyncSample {
  /** Sent, on this device's clock (ms). */
  readonly t0: number;
  /** Received by the server, on the shared clock (ms). */
  readonly t1: number;
  /** Answered by the server, on the shared clock (ms). */
  readonly t2: number;
  /** The answer received, on this device's clock (ms). */
  readonly t3: number;
}

/** How far a device's clock can be trusted: shown to the director and on the ringer's badge. */
export type ClockQuality = 'good' | 'fair' | 'uncertain';

export interface ClockEstimate {
  /** Shared minus local (ms) at local time `at`. */
  readonly offsetMs: number;
  /** The local time (ms) the offset is given for: the newest exchange's. */
  readonly at: number;
  /** How much faster the shared clock runs than this one (ms per ms; 1e-6 is 1 ppm). */
  readonly drift: number;
  /** The lowest round trip among the kept exchanges (ms): the latency shown to the director. */
  readonly roundTripMs: number;
  /**
   * The hard bound (ms): the offset is within this of the truth at `at` whatever the paths'
   * asymmetry, as far as the drift is right (the largest half round trip among the exchanges it
   * was taken from).
   */
  readonly boundMs: number;
  /** What the exchanges disagree by, at most the bound (ms): the figure the quality is read from. */
  readonly uncertaintyMs: number;
  /** How many exchanges the estimate rests on. */
  readonly samples: number;
  readonly quality: ClockQuality;
}

export const offsetOf = (s: SyncSample): number => (s.t1 - s.t0 + (s.t2 - s.t3)) / 2;

export const roundTripOf = (s: SyncSample): number => s.t3 - s.t0 - (s.t2 - s.t1);

/** Fewer exchanges than this and the device says its clock is uncertain. */
export const MIN_SAMPLES = 3;
/** The lowest-round-trip fraction of the exchanges kept for the estimate. */
const BEST_FRACTION = 0.25;
/** Drift is fitted only over exchanges spanning at least this (ms). */
const DRIFT_SPAN_MS = 20_000;
/** Two clocks' crystals differ by tens of ppm; a fit beyond this is noise. */
const MAX_DRIFT = 200e-6;
/** Uncertainty (ms) up to which the clock is good, and fair (as the room tells the director). */
export const GOOD_MS = 5;
export const FAIR_MS = 20;

/**
 * The offset estimate from `samples` (any order); null without one usable exchange. Exchanges
 * with a negative round trip (a clock that jumped) are left out.
 */
export function estimateClock(samples: readonly SyncSample[]): ClockEstimate | null {
  const usable = samples.filter((s) => roundTripOf(s) >= 0);
  if (usable.length === 0) return null;
  const at = Math.max(...usable.map((s) => s.t3));
  const keep = Math.max(Math.min(MIN_SAMPLES, usable.length), Math.ceil(usable.length * BEST_FRACTION));
  const best = [...usable].sort((a, b) => roundTripOf(a) - roundTripOf(b)).slice(0, keep);
  const drift = driftOf(best);
  // Each kept exchange's offset carried to `at` by the drift.
  const carried = best.map((s) => offsetOf(s) + drift * (at - midpoint(s)));
  const offsetMs = median(carried);
  const boundMs = Math.max(...best.map((s) => roundTripOf(s) / 2));
  const spread = Math.max(...carried.map((offset) => Math.abs(offset - offsetMs)));
  const uncertaintyMs = Math.min(boundMs, spread + 0.5);
  return {
    offsetMs,
    at,
    drift,
    roundTripMs: roundTripOf(best[0]!),
    boundMs,
    uncertaintyMs,
    samples: usable.length,
    quality: qualityOf(usable.length, uncertaintyMs),
  };
}

export function qualityOf(samples: number, uncertaintyMs: number): ClockQuality {
  if (samples < MIN_SAMPLES || uncertaintyMs > FAIR_MS) return 'uncertain';
  return uncertaintyMs <= GOOD_MS ? 'good' : 'fair';
}

/** The shared clock's time (ms) at local time `local`, by the estimate. */
export const sharedAt = (estimate: ClockEstimate, local: number): number =>
  local + estimate.offsetMs + estimate.drift * (local - estimate.at);

/** The local time (ms) at which the shared clock reads `shared`: the inverse of `sharedAt`. */
export const localAt = (estimate: ClockEstimate, shared: number): number =>
  (shared - estimate.offsetMs + estimate.drift * estimate.at) / (1 + estimate.drift);

/**
 * The local instant to hand the engine as the heard time of a run that starts at `shared` on the
 * shared clock: mapped by the estimate, earlier by the device's calibrated offset (what the
 * browser does not know of the way to the ear: a Bluetooth headset, a TV), ms.
 */
export const localStartOf = (estimate: ClockEstimate, shared: number, deviceOffsetMs = 0): number =>
  localAt(estimate, shared) - deviceOffsetMs;

/** The local instant an exchange's offset belongs to: halfway between sending and receiving. */
const midpoint = (s: SyncSample): number => (s.t0 + s.t3) / 2;

/** The least-squares slope of offset over local time, when the exchanges span long enough. */
function driftOf(samples: readonly SyncSample[]): number {
  if (samples.length < 4) return 0;
  const xs = samples.map(midpoint);
  if (Math.max(...xs) - Math.min(...xs) < DRIFT_SPAN_MS) return 0;
  const ys = samples.map(offsetOf);
  const mx = mean(xs);
  const my = mean(ys);
  let sxy = 0;
  let sxx = 0;
  for (let i = 0; i < xs.length; i++) {
    sxy += (xs[i]! - mx) * (ys[i]! - my);
    sxx += (xs[i]! - mx) ** 2;
  }
  const slope = sxx > 0 ? sxy / sxx : 0;
  return Math.max(-MAX_DRIFT, Math.min(MAX_DRIFT, slope));
}

const mean = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0) / values.length;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** How many exchanges a device keeps (the oldest go first), and for how long (ms). */
export const KEEP_SAMPLES = 48;
export const KEEP_MS = 10 * 60_000;

/**
 * The exchanges a device holds: at most `KEEP_SAMPLES`, none older than `KEEP_MS` before the
 * newest; an exchange with a negative round trip (a clock that jumped) is not kept.
 */
export function keepSample(kept: readonly SyncSample[], sample: SyncSample): SyncSample[] {
  if (roundTripOf(sample) < 0) return [...kept];
  const next = [...kept, sample].filter((s) => sample.t3 - s.t3 <= KEEP_MS);
  return next.slice(Math.max(0, next.length - KEEP_SAMPLES));
}
