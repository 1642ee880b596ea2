/**
 * The audio engine's public face. Only src/audio imports `tone`; everything else talks to it
 * through this interface. Tone.js is loaded lazily (on or just before the first interaction).
 */
export interface AudioEngine {
  /** Start audio on the first user interaction and play the very quiet warm-up note (C4, 0.01 s). */
  unlock(): Promise<void>;
  /** Sound one pitch now (Bell Menu keys, a note added by click), at the context's current time. */
  preview(pitchId: number): void;
}
