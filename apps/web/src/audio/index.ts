/**
 * The audio engine for the whole page. Only a thin facade is on the start-up path: unlock()
 * makes and resumes the AudioContext inside the user's gesture, then the engine (voice,
 * scheduler, loader) and Tone.js arrive (sound.chunk.ts); the bells are synthesized there.
 */
import { loadOnce } from '../load-once.ts';
import { LazyAudioEngine } from './facade';
import { prefetchSoundOnIntent } from './prefetch';
import type { AudioEngine } from './types';

export type { AudioEngine, PlaybackOptions, ScheduledNote } from './types';

let engine: AudioEngine | null = null;

/** The engine's code, one download shared by every caller (tried again after a failure). */
const loadSound = loadOnce(() => import('./sound.chunk.ts'));

/** Fetches the engine's code in idle time once the user starts to interact. */
export function prefetchSoundAhead(): () => void {
  return prefetchSoundOnIntent();
}

export function getAudioEngine(): AudioEngine {
  engine ??= new LazyAudioEngine({
    createContext: () => new AudioContext({ latencyHint: 'interactive' }),
    loadEngine: async (context) => {
      const { tone, startEngine } = await loadSound();
      return startEngine({ tone, context });
    },
  });
  return engine;
}
