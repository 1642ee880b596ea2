import type { Instrument, Technique } from '@ringalong/song';
import type * as ToneLib from 'tone';
import type { LaneTicket } from './mixer';
import type { NodeFactory } from './node-factory';

/** The `tone` module, loaded lazily with a dynamic import. */
export type Tone = typeof ToneLib;
export type ToneContext = ReturnType<Tone['getContext']>;

/** One bell strike handed to Web Audio. */
export interface Strike {
  /** Audio-clock start time. */
  readonly start: number;
  /** Audio-clock time it is silent by: rung out, damped or released. */
  readonly end: number;
  /**
   * Silence it from `time` on: a strike that has not started yet never sounds, a ringing one
   * fades over the release. A Tone.Sampler cannot take back notes already handed to it, which
   * Stop and Mute need inside the lookahead window, so strikes are kept here.
   */
  cancel(time: number): void;
  /** Damp it at `time` (the same bell struck again): the quick fall of a ringer's shoulder. */
  damp(time: number): void;
}

/** A bell: one pitch on one instrument. */
export interface Bell {
  readonly midi: number;
  readonly instrument: Instrument;
}

export interface StrikeRequest extends Bell {
  /** Audio-clock start time. */
  readonly when: number;
  /** Audio-clock time the written length ends and the bell is damped; absent: it rings out. */
  readonly until?: number;
  readonly technique?: Technique;
  readonly velocity: number;
  /** A number in [0, 1) that fixes this strike's small differences from the others. */
  readonly variation: number;
  /** A preview: past the limiter, heard without its lookahead (master-bus.ts). */
  readonly direct?: boolean;
}

/**
 * Strikes are built from plain Web Audio nodes made by Tone's context: Tone's own node wrappers
 * cost about 0.7 ms of main thread per note, which starved the scheduler on a busy page.
 */
export interface Voice {
  /** Renders the bells not in yet: null when every one is (then strikes sound at once). */
  prepare(bells: readonly Bell[]): Promise<void> | null;
  /** Strikes a prepared bell; null for a bell not prepared. */
  strike(request: StrikeRequest): Strike | null;
  /** A very quiet blip that only wakes the audio path, so the first real note is not late. */
  warmUp(when: number, seconds: number): void;
}

/** Fade of a ringing bell on stop, pause or mute (the sampler release of the spec). */
export const RELEASE_SECONDS = 1;

/** Where a voice's strikes go: a lane of the engine's mixer, then the master bus. */
export interface VoiceOutput {
  readonly context: NodeFactory;
  /**
   * The lane a strike sounding from `start` until at most `end` (audio clock) connects to; a
   * `direct` one (a preview) goes past the limiter.
   */
  lane(start: number, end: number, direct?: boolean): LaneTicket;
}
