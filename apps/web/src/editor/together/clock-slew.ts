/**
 * The room's clock as this device applies it: a new estimate (a re-sync's) is eased in rather
 * than taken at once, as NTP's adjtime slews a clock, so two intents planned a moment apart
 * (a tempo change taking over a run under way) never land a re-sync's change apart. The applied
 * offset moves toward the estimate by at most SLEW_RATE (1 ms in every 100 ms); a change beyond
 * STEP_MS is another clock altogether (a phone that slept, another path) and is taken at once,
 * as is the first estimate. Pure: the local time is passed in.
 */
import { type ClockEstimate, localAt, sharedAt } from './clock-sync.ts';

/** The most the applied offset moves per ms of local time toward a new estimate. */
export const SLEW_RATE = 0.01;
/** A change (ms) beyond which the new estimate is stepped to at once. */
export const STEP_MS = 50;

export interface SlewedClock {
  /** The estimate the applied clock is easing toward. */
  readonly estimate: ClockEstimate;
  /** The applied clock minus the estimate's (ms) at local time `since`, shrinking from then on. */
  readonly residualMs: number;
  readonly since: number;
}

/** What is left of the residual (ms) at local time `local`. */
function residualAt(clock: SlewedClock, local: number): number {
  const left = Math.max(0, Math.abs(clock.residualMs) - SLEW_RATE * Math.max(0, local - clock.since));
  return Math.sign(clock.residualMs) * left;
}

/** The shared time (ms) at local time `local`, as applied. */
export const slewedSharedAt = (clock: SlewedClock, local: number): number =>
  sharedAt(clock.estimate, local) + residualAt(clock, local);

/**
 * The local time (ms) at which the applied clock reads `shared`: the inverse of `slewedSharedAt`.
 * The residual moves at most 1 % as fast as the local clock, so a few rounds settle it.
 */
export function slewedLocalAt(clock: SlewedClock, shared: number): number {
  let local = localAt(clock.estimate, shared);
  for (let i = 0; i < 4; i++) local = localAt(clock.estimate, shared - residualAt(clock, local));
  return local;
}

/** The applied clock once `estimate` comes in at local time `now` (the first is taken as it is). */
export function slewToward(clock: SlewedClock | null, estimate: ClockEstimate, now: number): SlewedClock {
  if (!clock) return { estimate, residualMs: 0, since: now };
  const residualMs = slewedSharedAt(clock, now) - sharedAt(estimate, now);
  return { estimate, residualMs: Math.abs(residualMs) > STEP_MS ? 0 : residualMs, since: now };
}
