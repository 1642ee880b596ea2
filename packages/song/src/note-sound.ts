/**
 * A note's sound: how long it rings and how it is rung. Each returns a new song, or the same one
 * when refused or when nothing changes, so one call is one undo entry (or none).
 */
import { beatsByRow, isNoteLength } from './notes.ts';
import { findStave, withStaveNotes } from './song.ts';
import { type Note, type NoteRef, type Song, TECHNIQUES, type Technique } from './types.ts';

/** Rewrites the named notes of each row with `change`; unchanged rows and notes keep identity. */
function changeNotes(song: Song, refs: Iterable<NoteRef>, change: (note: Note) => Note): Song {
  const changes = new Map<string, readonly Note[]>();
  for (const [key, { row, beats }] of beatsByRow(refs)) {
    const stave = findStave(song, row);
    if (!stave) continue;
    let changed = false;
    const notes = stave.notes.map((note) => {
      if (!beats.has(note.beat)) return note;
      const next = change(note);
      if (next !== note) changed = true;
      return next;
    });
    if (changed) changes.set(key, notes);
  }
  return withStaveNotes(song, changes);
}

/**
 * Every named note accented ('>') when `on`, else not: one edit. Refused (same song) when none
 * changes.
 */
export function setNoteAccent(song: Song, refs: Iterable<NoteRef>, on: boolean): Song {
  return changeNotes(song, refs, (note) => {
    if ((note.accent === true) === on) return note;
    if (on) return { ...note, accent: true };
    const { accent: _dropped, ...plain } = note;
    return plain;
  });
}

/**
 * Every named note rings `length` beats. Refused (same song) when the length is not a note
 * length (finite, above 0, at most MAX_NOTE_LENGTH). A length may reach past the next note on
 * the row: the re-strike damps the ring, so nothing is clipped here.
 */
export function setNoteLengths(song: Song, refs: Iterable<NoteRef>, length: number): Song {
  if (!isNoteLength(length)) return song;
  return changeNotes(song, refs, (note) => (note.length === length ? note : { ...note, length }));
}

export function isTechnique(value: unknown): value is Technique {
  return (TECHNIQUES as readonly unknown[]).includes(value);
}

/** Every named note gets `technique`; undefined makes them plain rings again. Refused for an unknown technique. */
export function setNoteTechnique(
  song: Song,
  refs: Iterable<NoteRef>,
  technique: Technique | undefined,
): Song {
  if (technique !== undefined && !isTechnique(technique)) return song;
  return changeNotes(song, refs, (note) => {
    if (note.technique === technique) return note;
    if (technique !== undefined) return { ...note, technique };
    const { technique: _dropped, ...plain } = note;
    return plain;
  });
}
