/** What both writers take from a song: its rows' notes as a score can hold them. */
import { KEY_NAMES, type Note, type Song, type Stave } from '@ringalong/song';

/** Whether a file carries the pitches the song holds (written) or an octave above (sounding). */
export type PitchChoice = 'written' | 'sounding';

/** Handbells and handchimes sound an octave above written (design/handbells.md). */
export const SOUNDING_SEMITONES = 12;

/**
 * A row's notes with each length cut at the row's next strike: the re-strike damps the ring, so
 * the overlap is never heard, and a file cannot hold one pitch overlapping itself in one part.
 */
export function heardNotes(stave: Stave): Note[] {
  return stave.notes.map((note, i) => {
    const next = stave.notes[i + 1];
    if (!next || note.beat + note.length <= next.beat) return note;
    return { ...note, length: next.beat - note.beat };
  });
}

/** Where the song ends: the latest end of a note (0 for an empty song). */
export function songEnd(song: Song): number {
  let end = 0;
  for (const stave of song.staves) {
    for (const note of heardNotes(stave)) end = Math.max(end, note.beat + note.length);
  }
  return end;
}

/** 'C#4' for 61: the name the app gives a row (middle C is C4). */
export function pitchName(pitch: number): string {
  return `${KEY_NAMES[((pitch % 12) + 12) % 12]}${Math.floor(pitch / 12) - 1}`;
}
