/**
 * Where the output puts the audio clock on the page's clock (performance.now() ms at which
 * context time 0 leaves the output), as a run planned on a rehearsal room's clock follows it.
 * One reading of the output timestamp can be off (read on a busy main thread, between two audio
 * callbacks), so the run is placed by the median of the recent readings; and when that median
 * moves and stays moved (the output fell behind the audio clock: a late callback, an underrun),
 * the run follows it, so its notes still leave at the planned instants. Pure: readings in, ms out.
 */
import type { ClockReading } from './scheduler';

/** How many recent readings the median is taken over, none older than MAPPING_WINDOW_MS. */
export const MAPPING_READINGS = 9;
export const MAPPING_WINDOW_MS = 1000;
/** A move of the median (ms) from where the run was placed beyond which the run follows it. */
export const FOLLOW_MS = 2;

/** The mapping a reading gives: performance.now() (ms) of context time 0 leaving the output. */
export function mappingOf(reading: ClockReading): number {
  const { contextTime, performanceTime } = reading.timestamp ?? {};
  if (contextTime && performanceTime) return performanceTime - contextTime * 1000;
  return reading.performanceNow - (reading.currentTime - reading.latency) * 1000;
}

/** The reading with its output timestamp put on `mappingMs` (the steady mapping, not this reading's). */
export function readingOn(reading: ClockReading, mappingMs: number): ClockReading {
  const contextTime = reading.currentTime;
  return { ...reading, timestamp: { contextTime, performanceTime: mappingMs + contextTime * 1000 } };
}

export class OutputMapping {
  #recent: { readonly at: number; readonly ms: number }[] = [];
  /** The mapping the run is placed by (ms); null before a run is placed. */
  #placedBy: number | null = null;

  /** Takes a reading's mapping in (only an output timestamp's: a bare clock steps by whole buffers). */
  read(reading: ClockReading): void {
    if (!reading.timestamp?.contextTime || !reading.timestamp.performanceTime) return;
    const at = reading.performanceNow;
    this.#recent.push({ at, ms: mappingOf(reading) });
    this.#recent = this.#recent.filter((r) => at - r.at <= MAPPING_WINDOW_MS).slice(-MAPPING_READINGS);
  }

  /** The steady mapping: the median of the recent readings (null before any). */
  get steadyMs(): number | null {
    if (this.#recent.length === 0) return null;
    const sorted = this.#recent.map((r) => r.ms).sort((a, b) => a - b);
    const middle = sorted.length >> 1;
    return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  }

  /** A run is placed by the steady mapping (or, before any reading, by `fallbackMs`); that mapping. */
  place(fallbackMs: number): number {
    this.#placedBy = this.steadyMs ?? fallbackMs;
    return this.#placedBy;
  }

  /**
   * How far (ms) the output has moved since the run was placed, once it is more than FOLLOW_MS:
   * the run's notes are to leave that much sooner on the audio clock (negative: later). 0 while
   * it has not moved that far; the run counts as placed by the moved mapping from then on.
   */
  follow(): number {
    const steady = this.steadyMs;
    if (steady === null || this.#placedBy === null) return 0;
    const moved = steady - this.#placedBy;
    if (Math.abs(moved) <= FOLLOW_MS) return 0;
    this.#placedBy = steady;
    return moved;
  }

  /** No run to follow any more. */
  release(): void {
    this.#placedBy = null;
  }
}
