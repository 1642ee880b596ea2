/**
 * What one row of a system shows: each note's head where it is struck and its tail for as long
 * as it rings (its written length, cut where the next strike on the row damps it), in
 * millimetres from the system's first beat. A note still ringing at the end of a system goes on
 * at the start of the next one, without a second head.
 */
import type { Note, Technique } from '@ringalong/song';
import type { System } from './layout.ts';

/** How a tail ends: damped at its written end, let vibrate, damped by the next strike, or on the next line. */
export type TailEnd = 'damp' | 'lv' | 'restrike' | 'continues';

export interface NoteMark {
  /** The head's centre; null on the line after the one the note was struck on. */
  readonly headX: number | null;
  readonly tailFrom: number;
  readonly tailTo: number;
  readonly end: TailEnd;
  readonly technique?: Technique;
  /** Accented ('>' over its head). */
  readonly accent?: true;
}

export function marksOf(notes: readonly Note[], system: System): NoteMark[] {
  const x = (beat: number) => (beat - system.start) * system.beatMm;
  const marks: NoteMark[] = [];
  for (const [i, note] of notes.entries()) {
    if (note.beat >= system.end) break;
    const written = note.beat + note.length;
    const next = notes[i + 1]?.beat ?? Number.POSITIVE_INFINITY;
    const stop = Math.min(written, next, system.end);
    if (stop <= system.start) continue;
    let end: TailEnd;
    if (written <= next && written <= system.end) end = note.technique === 'lv' ? 'lv' : 'damp';
    else if (next < written && next <= system.end) end = 'restrike';
    else end = 'continues';
    const struck = note.beat >= system.start;
    marks.push({
      headX: struck ? x(note.beat) : null,
      tailFrom: x(Math.max(note.beat, system.start)),
      tailTo: x(stop),
      end,
      ...(note.technique ? { technique: note.technique } : {}),
      ...(note.accent && struck ? { accent: true as const } : {}),
    });
  }
  return marks;
}
