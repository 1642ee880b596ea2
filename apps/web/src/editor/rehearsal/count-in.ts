/**
 * The count-in and a run without a loop: small and pure, so the first Play has them before the
 * rehearsal planner (`plan.ts`, loops) has loaded. A first Play that went out without its clicks
 * and gained them a moment later, once the planner was in, lost the count-in's first click.
 */
import { barLength, barStartAt, type Preferences, type Song, timeSignatureAt } from '@ringalong/song';
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
  /** The big count shown at run seconds `time` ('1', '2', ...), or null outside the count-in. */
  countAt(time: number): string | null;
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
 * Where a Play from `fromBeat` is counted in: the song's start when it starts in the warm-up,
 * a bar's start when it starts on one (after 'Go to bar', a rehearsal mark or the seeker's bar
 * keys: 'from bar 29'), else nowhere (a Play that resumes mid-bar goes straight on).
 */
export function countedBar(song: Song, prefs: Preferences, fromBeat: number): number | null {
  if (!prefs.countIn || prefs.warmupBeats <= 0) return null;
  if (fromBeat < 0) return 0;
  return barStartAt(song, fromBeat) === fromBeat ? fromBeat : null;
}

/**
 * The run for a Play from `fromBeat` with no loop: the song's `notes` timed at `bpm` (the practice
 * tempo), from there on, with the count-in's clicks before beat 0; a fresh Play on a bar's start
 * (`countHere`) first counts in the warm-up beats before that bar, silent but for the clicks,
 * the picture held on the bar meanwhile (the ringers see where they come in).
 */
export function plainRun(
  song: Song,
  prefs: Preferences,
  bpm: number,
  fromBeat: number,
  notes: readonly ScheduledNote[],
  countHere = false,
): RunPlan {
  const secondsOf = (beat: number) => (beat * 60) / bpm;
  const bar =
    fromBeat < 0 ? (prefs.countIn ? 0 : null) : countHere ? countedBar(song, prefs, fromBeat) : null;
  const barBeats = barLength(timeSignatureAt(song, bar ?? 0));
  const leadIn = bar !== null && fromBeat >= 0 ? bar - prefs.warmupBeats : fromBeat;
  const heard =
    leadIn < fromBeat ? notes.filter((note) => note.time >= secondsOf(fromBeat) - EPSILON) : notes;
  return {
    notes: heard,
    from: secondsOf(leadIn),
    clicks: bar !== null && leadIn < bar ? countInClicks(leadIn, bar, barBeats, secondsOf) : [],
    beatAt: (time) => Math.max((time * bpm) / 60, fromBeat),
    passAt: () => 0,
    bpmAt: () => bpm,
    countAt: (time) => {
      const beat = (time * bpm) / 60;
      return bar !== null && beat < bar && beat >= leadIn - EPSILON ? countLabel(bar - beat, barBeats) : null;
    },
  };
}
