/**
 * A benchmark's view of the output-time mapping during a run planned on a rehearsal room's clock:
 * when a benchmark puts an array at `globalThis.ringalongRoomLog`, each change of the mapping
 * (where the output timestamp puts context time 0 on the performance.now() scale) is pushed there,
 * and each run's anchor with the mapping it was placed by. Lets the skew bench tell a step of the
 * output mapping from one of the room's clock (docs/performance.md, rehearsing together).
 */
import { mappingOf } from './output-mapping';
import type { ClockReading } from './scheduler';

/** A change of the mapping smaller than this (ms) is not logged: the timestamp's own rounding. */
const LOGGED_CHANGE_MS = 0.25;

export interface OutputLogEntry {
  /** performance.now() of the reading (ms). */
  readonly output: number;
  /** performance.now() (ms) at which context time 0 leaves the output, by this reading. */
  readonly mappingMs: number;
  /** What it moved by since the last entry (ms; 0 for a run's anchor). */
  readonly change: number;
  /** Present on a run's anchor: the instant (performance.now() ms) its start was planned for. */
  readonly anchorFor?: number;
  /** Present when the run moved to follow the output: by how much (ms, sooner on the audio clock). */
  readonly followed?: number;
}

const log = () => (globalThis as { ringalongRoomLog?: unknown[] }).ringalongRoomLog;

let lastMapping: number | null = null;

/** Logs that the run followed the output by `followed` ms. */
export function logOutputFollowed(reading: ClockReading, followed: number): void {
  log()?.push({ output: reading.performanceNow, mappingMs: mappingOf(reading), change: 0, followed });
}

/** Logs the reading's mapping when it moved (or, `anchorFor` given, as a run's anchor). */
export function logOutputMapping(reading: ClockReading, anchorFor?: number): void {
  const entries = log();
  if (!entries) return;
  const mappingMs = mappingOf(reading);
  const change = lastMapping === null ? 0 : mappingMs - lastMapping;
  if (anchorFor === undefined && lastMapping !== null && Math.abs(change) < LOGGED_CHANGE_MS) return;
  lastMapping = mappingMs;
  const entry: OutputLogEntry = {
    output: reading.performanceNow,
    mappingMs,
    change,
    ...(anchorFor === undefined ? {} : { anchorFor }),
  };
  entries.push(entry);
}
