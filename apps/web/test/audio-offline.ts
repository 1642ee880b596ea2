/**
 * Offline renders through the real engine and its facade: the same start, voice, scheduler and ticker as on
 * the page, only on Tone's OfflineContext, whose clock ticks every 128 samples.
 */
import * as Tone from 'tone';
import { startEngine } from '../src/audio/engine';
import { LazyAudioEngine } from '../src/audio/facade';
import type { AudioClock } from '../src/audio/playback';
import type { PlaybackOptions, ScheduledNote } from '../src/audio/types';

export const RATE = 44_100;

export interface Scene {
  readonly notes?: readonly ScheduledNote[];
  readonly from?: number;
  readonly options?: Partial<PlaybackOptions>;
  /**
   * Engine calls at given audio-clock times, run from the context's own ticker; `clock` lets a
   * caller read the time and run its own per-tick work (an editor's frame loop).
   */
  readonly at?: readonly (readonly [
    seconds: number,
    act: (engine: LazyAudioEngine, clock: AudioClock) => void,
  ])[];
  readonly seconds: number;
  /** Bells to render before the render starts besides the notes' own (previews, calls in `at`). */
  readonly bells?: readonly ScheduledNote[];
  /** The light room reverb on (off by default, as on the page). */
  readonly room?: boolean;
}

export async function render(scene: Scene): Promise<Float32Array> {
  const buffer = await Tone.Offline(
    async (context) => {
      // The page's facade over the real engine; the render's own context plays, so the facade
      // is handed a stand-in to resume.
      const engine = new LazyAudioEngine({
        createContext: () => ({ resume: async () => {} }) as unknown as AudioContext,
        loadEngine: () => startEngine({ tone: Tone }),
      });
      // Bells are rendered before the render starts: strikes are then handed over on its own clock.
      const transpose = scene.options?.transposeSemitones ?? 0;
      await engine.prepare([...(scene.notes ?? []), ...(scene.bells ?? [])], transpose);
      if (scene.room) engine.setRoom(true);
      if (scene.notes) {
        engine.startPlayback(scene.notes, scene.from ?? 0, {
          ...scene.options,
          transposeSemitones: scene.options?.transposeSemitones ?? 0,
          muted: scene.options?.muted ?? false,
        });
      }
      const clock: AudioClock = {
        get currentTime() {
          return context.currentTime;
        },
        onTick(listener) {
          context.on('tick', listener);
          return () => context.off('tick', listener);
        },
      };
      for (const [seconds, act] of scene.at ?? []) context.setTimeout(() => act(engine, clock), seconds);
    },
    scene.seconds,
    1,
    RATE,
  );
  return buffer.getChannelData(0);
}

/**
 * A render of what `play` does with the page's facade from a cold start, as on a page's first
 * gesture: the facade is not unlocked yet, and its engine, clicks and bells load only when `play`
 * asks (`unlock()`, `prepare()`). The render's clock starts once `play` resolves.
 */
export async function renderFromCold(
  seconds: number,
  play: (audio: LazyAudioEngine) => Promise<void>,
): Promise<Float32Array> {
  const buffer = await Tone.Offline(
    () =>
      play(
        new LazyAudioEngine({
          createContext: () => ({ resume: async () => {} }) as unknown as AudioContext,
          loadEngine: () => startEngine({ tone: Tone }),
        }),
      ),
    seconds,
    1,
    RATE,
  );
  return buffer.getChannelData(0);
}

/**
 * Two renders of one scene are identical (mixer.ts). Renders of two different scenes, one note
 * left out, group the later strikes' sums differently, which can change the last bits of a
 * float sum after that note: anything above this is sound.
 */
export const ROUNDING = 1e-6;

/** The first sample where two renders differ audibly: where the sound one of them lacks begins. */
export function firstDifference(a: Float32Array, b: Float32Array): number {
  for (let i = 0; i < a.length; i++) if (Math.abs(a[i]! - b[i]!) > ROUNDING) return i;
  return -1;
}

export function largestDifference(a: Float32Array, b: Float32Array): number {
  let max = 0;
  for (let i = 0; i < a.length; i++) max = Math.max(max, Math.abs(a[i]! - b[i]!));
  return max;
}

export function peak(signal: Float32Array, fromSeconds: number, toSeconds: number): number {
  let max = 0;
  for (let i = Math.floor(fromSeconds * RATE); i < Math.min(signal.length, toSeconds * RATE); i++) {
    max = Math.max(max, Math.abs(signal[i]!));
  }
  return max;
}
