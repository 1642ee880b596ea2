/**
 * The shared clock of a rehearsal room, from NTP-style exchanges with the room's server: the
 * device sends at `t0` (its own clock, performance.now() ms), the server stamps `t1` on receipt
 * and `t2` on reply (the shared clock, ms), the device receives at `t3`. Each exchange gives
 * an offset (shared minus local) and a round trip; the true offset lies within half the round
 * trip of it, whatever the paths' asymmetry. Pure: no timers, no sockets.
 *
 * The estimate bounds the offset from both sides: an exchange's way out can only have taken
 * time, so the offset is at most `t1 - t0`, and its way back too, so it is at least `t2 - t3`.
 * Over the kept exchanges the offset lies in the overlap of those intervals, set by the quickest
 * way out and the quickest way back (queueing and jitter only ever add delay, and an exchange
 * slow one way and quick the other, an asymmetric one, narrows one side without pulling the
 * estimate its way); the estimate is the overlap's middle. The two clocks' drift is the slope
 * the quickest ways lie along once the exchanges span long enough, else none: a fit of noisy
 * offsets invents a drift (issue 29s found one at its 200 ppm limit, 2 ms in every 10 s).
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
   * asymmetry and whatever drift (up to 200 ppm) the exchanges allow: about half the lowest
   * round trip, more where the drift is little known.
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
const DRIFT_SPAN_MS = 120_000;
/** Two clocks' crystals differ by tens of ppm; a fit beyond this is noise. */
const MAX_DRIFT = 200e-6;
/**
 * How fast an exchange's bounds loosen with its age (ms per ms): what is left of the drift once it
 * is fitted, or all of it before (NTP's 15 ppm). An old exchange then never pins the estimate.
 */
const AGE_RATE = 15e-6;
/** A drift that brings the bounds closer to their lines by less than this (ms) is not taken. */
const DRIFT_GAIN_MS = 2;
/** Uncertainty (ms) up to which the clock is good, and fair (as the room tells the director). */
export const GOOD_MS = 5;
export const FAIR_MS = 20;

/**
 * The offset estimate from `samples` (any order); null without one usable exchange. Exchanges
 * with a negative round trip (a clock that jumped) are left out, and so are the oldest while the
 * rest leave no overlap (a clock that stepped since: the newest tell the clock as it is).
 */
export function estimateClock(samples: readonly SyncSample[]): ClockEstimate | null {
  let usable = samples.filter((s) => roundTripOf(s) >= 0).sort((a, b) => a.t3 - b.t3);
  if (usable.length === 0) return null;
  const at = usable.at(-1)!.t3;
  let drift = driftOf(usable, at);
  while (usable.length > 1 && widthOf(usable, at, drift) < 0) {
    usable = usable.slice(1);
    drift = driftOf(usable, at);
  }
  const offsetMs = (upperOf(usable, at, drift) + lowerOf(usable, at, drift)) / 2;
  const { upper, lower } = reachOf(usable, at, drift);
  const boundMs = Math.max(upper - offsetMs, offsetMs - lower);
  // How far the lowest-round-trip exchanges' own offsets, carried to `at`, stray from it.
  const keep = Math.max(Math.min(MIN_SAMPLES, usable.length), Math.ceil(usable.length * BEST_FRACTION));
  const best = [...usable].sort((a, b) => roundTripOf(a) - roundTripOf(b)).slice(0, keep);
  const carried = best.map((s) => offsetOf(s) + drift * (at - midpoint(s)));
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

/**
 * The most the offset at `at` can be with this drift: the quickest way out bounds it, each
 * exchange's bound loosened by AGE_RATE for every ms it is older (as NTP's dispersion grows).
 */
const upperOf = (samples: readonly SyncSample[], at: number, drift: number): number =>
  Math.min(...samples.map((s) => s.t1 - s.t0 - drift * (s.t0 - at) + AGE_RATE * (at - midpoint(s))));

/** The least the offset at `at` can be with this drift: the quickest way back bounds it (loosened alike). */
const lowerOf = (samples: readonly SyncSample[], at: number, drift: number): number =>
  Math.max(...samples.map((s) => s.t2 - s.t3 - drift * (s.t3 - at) - AGE_RATE * (at - midpoint(s))));

/** The overlap of the exchanges' intervals with this drift (ms; negative: they disagree). */
const widthOf = (samples: readonly SyncSample[], at: number, drift: number): number =>
  upperOf(samples, at, drift) - lowerOf(samples, at, drift);

/**
 * The most and the least the offset at `at` can be, whatever the drift, among the drifts the
 * exchanges allow (their intervals overlap, within MAX_DRIFT). The fitted drift can be tens of
 * ppm off where jitter is large and the paths asymmetric; this bound holds all the same. The
 * overlap's width is concave in the drift (a lowest of lines less a highest of lines), so the
 * drifts allowed are one interval, found by thirds and halves, and so are the extremes.
 */
function reachOf(
  samples: readonly SyncSample[],
  at: number,
  fitted: number,
): { upper: number; lower: number } {
  const width = (drift: number) => widthOf(samples, at, drift);
  // The widest overlap, then each end of the drifts that keep it open (`fitted` keeps it open).
  const widest = searchByThirds(-MAX_DRIFT, MAX_DRIFT, width);
  const centre = width(widest) >= width(fitted) ? widest : fitted;
  const edge = (outside: number): number => {
    if (width(outside) >= 0) return outside;
    let open = centre;
    let closed = outside;
    for (let i = 0; i < 60; i++) {
      const middle = (open + closed) / 2;
      if (width(middle) >= 0) open = middle;
      else closed = middle;
    }
    return open;
  };
  const from = edge(-MAX_DRIFT);
  const to = edge(MAX_DRIFT);
  const upper = (drift: number) => upperOf(samples, at, drift);
  const lower = (drift: number) => -lowerOf(samples, at, drift);
  return {
    upper: Math.max(upper(fitted), upper(searchByThirds(from, to, upper))),
    lower: -Math.max(lower(fitted), lower(searchByThirds(from, to, lower))),
  };
}

/** Where the concave `f` is highest in [low, high] (a search by thirds); the drift's fit uses it too. */
function searchByThirds(low: number, high: number, f: (x: number) => number): number {
  let a0 = low;
  let b0 = high;
  for (let i = 0; i < 60; i++) {
    const a = a0 + (b0 - a0) / 3;
    const b = b0 - (b0 - a0) / 3;
    if (f(a) < f(b)) a0 = a;
    else b0 = b;
  }
  return (a0 + b0) / 2;
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

/**
 * The drift along which the exchanges' quickest ways lie (a line under every way out's bound
 * and one over every way back's, of one slope, as close to all of them as can be: the sum of
 * the distances is convex in the slope, so a search by thirds finds it), when the exchanges span
 * long enough and it brings the bounds closer to their lines by more than DRIFT_GAIN_MS each on
 * average than no drift does.
 */
function driftOf(samples: readonly SyncSample[], at: number): number {
  if (samples.length < 4) return 0;
  const times = samples.map(midpoint);
  if (Math.max(...times) - Math.min(...times) < DRIFT_SPAN_MS) return 0;
  const cost = (drift: number): number => {
    let upper = Number.POSITIVE_INFINITY;
    let lower = Number.NEGATIVE_INFINITY;
    let sumUpper = 0;
    let sumLower = 0;
    for (const s of samples) {
      const out = s.t1 - s.t0 - drift * (s.t0 - at);
      const back = s.t2 - s.t3 - drift * (s.t3 - at);
      upper = Math.min(upper, out);
      lower = Math.max(lower, back);
      sumUpper += out;
      sumLower += back;
    }
    return sumUpper - samples.length * upper + (samples.length * lower - sumLower);
  };
  const drift = searchByThirds(-MAX_DRIFT, MAX_DRIFT, (d) => -cost(d));
  return (cost(0) - cost(drift)) / samples.length > DRIFT_GAIN_MS ? drift : 0;
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
