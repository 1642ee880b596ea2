import type * as ToneLib from 'tone';

/** The `tone` module, loaded lazily with a dynamic import. */
export type Tone = typeof ToneLib;
export type ToneContext = ReturnType<Tone['getContext']>;

/** One bell strike handed to Web Audio. */
export interface Strike {
  /** Audio-clock start time. */
  readonly start: number;
  /** Audio-clock time it has rung out by itself. */
  readonly end: number;
  /**
   * Silence it from `time` on: a strike that has not started yet never sounds, a ringing one
   * fades over the release. A Tone.Sampler cannot take back notes already handed to it, which
   * Stop and Mute need inside the lookahead window, so strikes are kept here.
   */
  cancel(time: number): void;
}

/**
 * Strikes are built from plain Web Audio nodes made by Tone's context: Tone's own node wrappers
 * cost about 0.7 ms of main thread per note, which starved the scheduler on a busy page.
 */
export interface Voice {
  strike(frequency: number, when: number, velocity: number): Strike;
}

/** Fade of a ringing bell on stop, pause or mute (the sampler release of the spec). */
export const RELEASE_SECONDS = 1;

/** Where a voice's strikes go: a lane of the engine's mixer, then the master bus. */
export interface VoiceOutput {
  readonly context: ToneContext;
  /** The node a strike sounding from `start` until at most `end` (audio clock) connects to. */
  lane(start: number, end: number): AudioNode;
}

/** Fade `gain` out over the release, starting at `time`, and end `source` once silent. */
export function release(gain: GainNode, sources: readonly AudioScheduledSourceNode[], time: number): void {
  gain.gain.cancelScheduledValues(time);
  gain.gain.setTargetAtTime(0, time, RELEASE_SECONDS / 6);
  for (const source of sources) source.stop(time + RELEASE_SECONDS);
}
