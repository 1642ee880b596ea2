/**
 * Pure scheduling math: song seconds <-> audio-clock seconds, which notes fall into the next
 * lookahead window, and the time the listener actually hears. No Tone, no Web Audio: unit-tested.
 */
import { partitionPoint } from '@ringalong/song';
import type { ScheduledNote } from './types';

/** How far ahead of the audio clock notes are handed to Web Audio. Generous so a busy main thread never starves it. */
export const LOOKAHEAD_SECONDS = 0.5;
/** Delay from pressing Play to the first sound, so the first note is never scheduled in the past. */
export const START_DELAY_SECONDS = 0.05;
/** A note found this late is dropped rather than played out of time. */
export const MAX_LATENESS_SECONDS = 0.05;

/** The audio-clock time `contextTime` sounds the song time `songTime`. */
export interface Anchor {
  readonly contextTime: number;
  readonly songTime: number;
}

export function anchorAt(contextNow: number, fromSongTime: number): Anchor {
  return { contextTime: contextNow + START_DELAY_SECONDS, songTime: fromSongTime };
}

export const contextTimeOf = (anchor: Anchor, songTime: number): number =>
  anchor.contextTime + (songTime - anchor.songTime);

export const songTimeOf = (anchor: Anchor, contextTime: number): number =>
  anchor.songTime + (contextTime - anchor.contextTime);

/** Index of the first note at or after `songTime` (notes sorted by time); notes.length if none. */
export function firstIndexAtOrAfter(notes: readonly ScheduledNote[], songTime: number): number {
  return partitionPoint(notes.length, (index) => notes[index]!.time >= songTime);
}

export interface DueNote {
  readonly note: ScheduledNote;
  /** Audio-clock time the note must start at. */
  readonly when: number;
}

/** Notes from `cursor` on whose start falls before `horizon` (audio clock), and the cursor after them. */
export function dueNotes(
  notes: readonly ScheduledNote[],
  cursor: number,
  anchor: Anchor,
  horizon: number,
): { due: DueNote[]; next: number } {
  const due: DueNote[] = [];
  let next = cursor;
  while (next < notes.length) {
    const note = notes[next]!;
    const when = contextTimeOf(anchor, note.time);
    if (when >= horizon) break;
    due.push({ note, when });
    next++;
  }
  return { due, next };
}

/** What the audio clock tells about the output at this moment. */
export interface ClockReading {
  readonly currentTime: number;
  /** ctx.outputLatency where the browser reports it, else ctx.baseLatency. */
  readonly latency: number;
  /** ctx.getOutputTimestamp(): the context time leaving the speakers at a performance.now() instant. */
  readonly timestamp?: { readonly contextTime?: number; readonly performanceTime?: number };
  readonly performanceNow: number;
}

/**
 * The audio-clock time reaching the listener's ears at the performance.now() instant `at` (ms;
 * now when absent), which may lie a little ahead: the picture asks for the moment its frame will
 * be on screen. The output timestamp is preferred: it includes the device's latency and advances
 * smoothly between audio callbacks; it is never taken past the clock's own time at `at`.
 */
export function heardContextTime(reading: ClockReading, at = reading.performanceNow): number {
  const ahead = (at - reading.performanceNow) / 1000;
  const { contextTime, performanceTime } = reading.timestamp ?? {};
  if (contextTime && performanceTime) {
    const elapsed = Math.max(0, (at - performanceTime) / 1000);
    return Math.min(reading.currentTime + Math.max(0, ahead), contextTime + elapsed);
  }
  return Math.max(0, reading.currentTime - reading.latency + ahead);
}

/**
 * The performance.now() instant (ms) at which the audio-clock time `contextTime` leaves the
 * speakers: the inverse of `heardContextTime` (calibration clicks, benchmarks).
 */
export function heardAt(reading: ClockReading, contextTime: number): number {
  const { contextTime: stamped, performanceTime } = reading.timestamp ?? {};
  if (stamped && performanceTime) return performanceTime + (contextTime - stamped) * 1000;
  return reading.performanceNow + (contextTime - reading.currentTime + reading.latency) * 1000;
}

/**
 * The audio-clock time that leaves the speakers at the performance.now() instant `at` (ms): the
 * inverse of `heardAt`, from the output timestamp where the browser gives one.
 */
export function contextTimeLeavingAt(reading: ClockReading, at: number): number {
  const { contextTime, performanceTime } = reading.timestamp ?? {};
  if (contextTime && performanceTime) return contextTime + (at - performanceTime) / 1000;
  return reading.currentTime - reading.latency + (at - reading.performanceNow) / 1000;
}

/**
 * The anchor of a run whose song time `fromSongTime` is to be heard at the performance.now()
 * instant `at` (ms; a start planned on a shared clock), what is scheduled leaving the speakers
 * `delaySeconds` late (the master bus's lookahead). Never sooner than the start delay from now:
 * a start already past begins that much further on in the song, still in step with the plan.
 */
export function anchorHeardAt(
  reading: ClockReading,
  at: number,
  fromSongTime: number,
  delaySeconds: number,
): Anchor {
  const contextTime = contextTimeLeavingAt(reading, at) - delaySeconds;
  const earliest = reading.currentTime + START_DELAY_SECONDS;
  if (contextTime >= earliest) return { contextTime, songTime: fromSongTime };
  return { contextTime: earliest, songTime: fromSongTime + (earliest - contextTime) };
}

/** Song time the listener hears; holds at the start until the first sound can have reached them. */
export function heardSongTime(anchor: Anchor, heardContext: number): number {
  return Math.max(anchor.songTime, songTimeOf(anchor, heardContext));
}
