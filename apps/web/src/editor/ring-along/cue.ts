/**
 * The 'ring now' cue: at the moment a note reaches the hit line, the note and its row's name
 * flash and grow, then settle over CUE_SECONDS. The moment is the song position the frame loop
 * reads from the audio clock for the instant the frame reaches the screen, the user's calibrated
 * device offset later still (`playback.tick(shownAt)`, as the editor's canvas), so the cue keeps
 * step with the sound; it lasts CUE_SECONDS as heard, at the practice tempo.
 */
import { firstNoteAtOrAfter } from '@ringalong/song';

/** How long the cue lasts after the strike, in seconds. */
export const CUE_SECONDS = 0.35;
/** How much larger a note and its name are at the strike. */
export const CUE_GROWTH = 0.35;

/**
 * The cue's strength (1 at the strike, falling to 0) for a row whose notes are `notes`, at
 * `position` beats, `secondsPerBeat` seconds a beat. Only while the song plays: a paused song
 * strikes nothing.
 */
export function cueStrength(
  notes: readonly { readonly beat: number }[],
  position: number,
  secondsPerBeat: number,
  playing: boolean,
): number {
  if (!playing) return 0;
  // The last note at or before the position.
  const after = firstNoteAtOrAfter(notes, position);
  const struck = notes[after]?.beat === position ? notes[after] : notes[after - 1];
  if (!struck) return 0;
  const age = (position - struck.beat) * secondsPerBeat;
  return age < 0 || age >= CUE_SECONDS ? 0 : 1 - age / CUE_SECONDS;
}
