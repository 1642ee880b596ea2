/**
 * The audio engine's chunk: the engine (voice, scheduler, loader) and Tone.js, loaded together
 * inside the first gesture that unlocks sound (index.ts), and fetched ahead once the user starts
 * to interact (prefetch.ts, with the chunk names the build writes into the page).
 */
import * as tone from 'tone';

export { startEngine } from './engine';
export { tone };
