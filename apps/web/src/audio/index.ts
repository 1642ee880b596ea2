/**
 * The audio engine for the whole page. Tone.js is imported dynamically inside unlock(), so it
 * is a separate chunk that loads on the first interaction, never on the critical path.
 */
import { ToneAudioEngine } from './engine';
import type { AudioEngine } from './types';

export type { AudioEngine, BellVoice, PlaybackOptions, ScheduledNote } from './types';

let engine: AudioEngine | null = null;

export function getAudioEngine(): AudioEngine {
  engine ??= new ToneAudioEngine({
    loadTone: () => import('tone'),
    samplesBaseUrl: '/samples/',
    createContext: () => new AudioContext({ latencyHint: 'interactive' }),
  });
  return engine;
}
