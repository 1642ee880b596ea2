/** What both writers share: the pitch choice (the heard notes are @ringalong/song's, the rows' names its key spelling's). */

/** Whether a file carries the pitches the song holds (written) or an octave above (sounding). */
export type PitchChoice = 'written' | 'sounding';

/** Handbells and handchimes sound an octave above written (design/handbells.md). */
export const SOUNDING_SEMITONES = 12;
