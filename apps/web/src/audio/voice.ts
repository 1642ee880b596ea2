import type * as ToneLib from 'tone';

/** The `tone` module, loaded lazily with a dynamic import. */
export type Tone = typeof ToneLib;

/** One bell strike handed to Web Audio. */
export interface Strike {
  /** Audio-clock start time. */
  readonly start: number;
  /**
   * Silence it from `time` on: a strike that has not started yet is removed outright, a ringing
   * one fades over the release. This is why we keep our own strikes instead of a Tone.Sampler,
   * which cannot take back notes already handed to it inside the lookahead window.
   */
  cancel(time: number): void;
}

export interface Voice {
  strike(frequency: number, when: number, velocity: number): Strike;
  dispose(): void;
}

/** Fade of a ringing bell on stop, pause or mute (the sampler release of the spec). */
export const RELEASE_SECONDS = 1;
