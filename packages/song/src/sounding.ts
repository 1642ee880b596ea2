/** Written and sounding pitch: the one place the app's sound transposition is worked out. */
import { SEMITONES_PER_OCTAVE } from './constants.ts';
import type { Preferences } from './types.ts';

/**
 * Semitones between a row's written pitch and the pitch the app sounds: the Octave Transpose
 * preference, plus one octave when `soundOctaveAbove` is on (handbells sound an octave above
 * written). Playback, the composer's click preview and the Bell Menu's keys all use it; the Bell
 * Menu passes `octaveTranspose: 0`, since its keys are the written bells (the spec's warning).
 */
export function soundingTranspose(prefs: Pick<Preferences, 'octaveTranspose' | 'soundOctaveAbove'>): number {
  return (prefs.octaveTranspose + (prefs.soundOctaveAbove ? 1 : 0)) * SEMITONES_PER_OCTAVE;
}
