/**
 * A run the room's leader planned, started on this device: the leader says when the run starts
 * on the shared clock (`startAt`), every device plans the same run (`planRun` from the same song,
 * beat, tempo and loop) and starts it so that the run's `from` is heard at that instant here.
 * A device that joins, reconnects or gets the intent late starts at the run time the others have
 * reached (a moment from now, so the first note it hands over is never in the past), in step.
 * Pure arithmetic on plain numbers: the clock estimate and the output's delays come from outside.
 */
import type { RunPlan } from '../rehearsal/count-in.ts';

/** A leader plans a start at least this far ahead (ms), so every follower hears its first note. */
export const MIN_LEAD_MS = 300;
/** A late device starts this far ahead of now (ms): time to hand the first notes to the audio thread. */
export const JOIN_MARGIN_MS = 120;

export interface SyncedStart {
  /** Run seconds the engine starts from: the plan's `from`, or further on for a late device. */
  readonly fromSongTime: number;
  /** performance.now() ms at which this device's listener should hear `fromSongTime`. */
  readonly heardAt: number;
  /** Run seconds already gone when this device started (0: on time). */
  readonly lateBy: number;
}

/**
 * Where and when a device starts the run `plan` that the shared clock starts at `startAt`
 * (local ms, already mapped from the shared clock), given the local time `now`. `continuous`:
 * the run replaces one under way (a tempo or loop change while playing), so it starts a moment
 * from now, the stretch before `startAt` played at the new run's times, rather than leave a silence.
 */
export function syncedStart(
  plan: Pick<RunPlan, 'from'>,
  startAtLocal: number,
  now: number,
  margin = JOIN_MARGIN_MS,
  continuous = false,
): SyncedStart {
  const earliest = now + margin;
  if (startAtLocal >= earliest && continuous)
    return { fromSongTime: plan.from - (startAtLocal - earliest) / 1000, heardAt: earliest, lateBy: 0 };
  if (startAtLocal >= earliest) return { fromSongTime: plan.from, heardAt: startAtLocal, lateBy: 0 };
  const lateBy = (earliest - startAtLocal) / 1000;
  return { fromSongTime: plan.from + lateBy, heardAt: earliest, lateBy };
}

/** The run seconds the room has reached at local time `local`, for a run started at `startAtLocal`. */
export const runTimeAt = (plan: Pick<RunPlan, 'from'>, startAtLocal: number, local: number): number =>
  plan.from + (local - startAtLocal) / 1000;

/** The beat the room has reached at local time `local` (loops and their passes as the plan has them). */
export const roomBeatAt = (plan: RunPlan, startAtLocal: number, local: number): number =>
  plan.beatAt(runTimeAt(plan, startAtLocal, local));

/** A start on the shared clock at least `MIN_LEAD_MS` from `sharedNow`, on a whole millisecond. */
export const plannedStartAt = (sharedNow: number, leadMs = MIN_LEAD_MS): number =>
  Math.ceil(sharedNow + Math.max(MIN_LEAD_MS, leadMs));
