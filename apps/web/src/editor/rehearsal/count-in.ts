/**
 * The count-in and a run without a loop: small and pure, so the first Play has them before the
 * rehearsal planner (`plan.ts`, loops) has loaded. A first Play that went out without its clicks
 * and gained them a moment later, once the planner was in, lost the count-in's first click.
 */
import { barLength, type Preferences, type Song, timeSignatureAt } from '@ringalong/song';
import type { Click, PlaybackLoop, ScheduledNote } from '../../audio/types.ts';

/** One Play's run: the engine's notes and options, and the beat and pass at a clock time. */
export interface RunPlan {
  readonly notes: readonly ScheduledNote[];
  /** Run seconds the clock starts from. */
  readonly from: number;
  readonly loop?: PlaybackLoop;
  readonly clicks: readonly Click[];
  /** The beat under the hit point at run seconds `time`. */
  beatAt(time: number): number;
  /** The pass the run has reached at `time` (0: the first, before any wrap). */
  passAt(time: number): number;
  /** The tempo (bpm) at run seconds `time`. */
  bpmAt(time: number): number;
  /** The big count shown at `beat` ('1', '2', ...), or null outside the count-in. */
  countAt(beat: number): string | null;
}

export const EPSILON = 1e-9;

/**
 * Count-in clicks on every whole beat from `fromBeat` up to `until` (the first beat played): an
 * accent where a bar of the time signature at `until` would start, counting back from `until`.
 */
export function countInClicks(
  fromBeat: number,
  until: number,
  barBeats: number,
  secondsOf: (beat: number) => number,
): Click[] {
  const clicks: Click[] = [];
  for (let k = Math.floor(until - fromBeat + EPSILON); k >= 1; k--) {
    const beat = until - k;
    clicks.push({ time: secondsOf(beat), accent: isBarStart(k, barBeats) });
  }
  return clicks;
}

const isBarStart = (beatsBefore: number, barBeats: number) =>
  Math.abs(beatsBefore / barBeats - Math.round(beatsBefore / barBeats)) < EPSILON;

/** The count at `beatsBefore` beats before the first beat played: the beat's place in its bar. */
export function countLabel(beatsBefore: number, barBeats: number): string {
  const inBar = ((-Math.ceil(beatsBefore - EPSILON) % barBeats) + barBeats) % barBeats;
  return String(Math.floor(inBar + EPSILON) + 1);
}

/**
 * The run for a Play from `fromBeat` with no loop: the song's `notes` timed at `bpm` (the practice
 * tempo), from there on, with the count-in's clicks before beat 0.
 */
export function plainRun(
  song: Song,
  prefs: Preferences,
  bpm: number,
  fromBeat: number,
  notes: readonly ScheduledNote[],
): RunPlan {
  const secondsOf = (beat: number) => (beat * 60) / bpm;
  const counting = prefs.countIn;
  const barBeats = barLength(timeSignatureAt(song, 0));
  return {
    notes,
    from: secondsOf(fromBeat),
    clicks: counting && fromBeat < 0 ? countInClicks(fromBeat, 0, barBeats, secondsOf) : [],
    beatAt: (time) => (time * bpm) / 60,
    passAt: () => 0,
    bpmAt: () => bpm,
    countAt: (beat) => (counting && beat < 0 ? countLabel(-beat, barBeats) : null),
  };
}
