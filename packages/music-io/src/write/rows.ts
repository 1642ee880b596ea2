/** What both writers share: the pitch choice and the rows' names (the heard notes are @ringalong/song's). */
import { KEY_NAMES } from '@ringalong/song';

/** Whether a file carries the pitches the song holds (written) or an octave above (sounding). */
export type PitchChoice = 'written' | 'sounding';

/** Handbells and handchimes sound an octave above written (design/handbells.md). */
export const SOUNDING_SEMITONES = 12;

/** 'C#4' for 61: the name the app gives a row (middle C is C4). */
export function pitchName(pitch: number): string {
  return `${KEY_NAMES[((pitch % 12) + 12) % 12]}${Math.floor(pitch / 12) - 1}`;
}
