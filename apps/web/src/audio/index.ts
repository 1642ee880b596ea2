/**
 * The audio engine for the whole page. Only a thin facade is on the start-up path: unlock()
 * makes and resumes the AudioContext inside the user's gesture, then the engine (voice,
 * scheduler, loader) and Tone.js arrive as separate chunks; the bells are synthesized there.
 */
import { LazyAudioEngine } from './facade';
import { prefetchSoundOnIntent } from './prefetch';
import type { AudioEngine } from './types';

export type { AudioEngine, PlaybackOptions, ScheduledNote } from './types';

let engine: AudioEngine | null = null;

/** Fetches the engine's code in idle time once the user starts to interact. */
export function prefetchSoundAhead(): () => void {
  return prefetchSoundOnIntent();
}

export function getAudioEngine(): AudioEngine {
  engine ??= new LazyAudioEngine({
    createContext: () => new AudioContext({ latencyHint: 'interactive' }),
    loadEngine: async (context) => {
      // Both chunks are fetched at once, so the engine's own costs no extra round trip.
      const [tone, { startEngine }] = await Promise.all([import('tone'), import('./engine')]);
      return startEngine({ tone, context });
    },
  });
  return engine;
}
