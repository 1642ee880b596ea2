/**
 * What playback and a rehearsal room tell each other (`controller/playback.ts`): the leading
 * device's starts and stops go out to the room, and every device plays the runs the room hands
 * it. Plain data, so the room's side (the store) knows nothing of the controller.
 */
import type { Preferences } from '@ringalong/song';
import type { LoopSettings } from '../rehearsal/loop-settings.ts';

/** A start or stop on the leading device, as the room is told it. */
export interface LeadRequest {
  /** What changed (shown on the ringers' screens); it does not change how the run is played. */
  readonly kind: 'start' | 'stop' | 'seek' | 'loop' | 'tempo';
  readonly playing: boolean;
  /** The beat the run starts from (or rests on, stopped). */
  readonly fromBeat: number;
}

/** The room, as the leading device's playback sees it. */
export interface RoomLead {
  /** The instant (performance.now() ms) this device is to hear a start planned now: ahead, on the shared clock. */
  plan(): number;
  /** Sends the change to the room, to take effect at `heardAt` (as `plan` gave it). */
  send(request: LeadRequest, heardAt: number): void;
}

/** A run the room's leader asked for, as a following device plays it. */
export interface FollowedRun {
  readonly playing: boolean;
  readonly fromBeat: number;
  readonly loop: LoopSettings | null;
  /** This device's preferences with the leader's tempo, practice tempo, count-in and warm-up. */
  readonly prefs: Preferences;
  /** The instant (performance.now() ms) this device is to hear the run's start. */
  readonly heardAt: number;
}
