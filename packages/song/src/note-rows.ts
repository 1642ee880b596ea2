/**
 * Moving notes to other rows: an octave up or down from the keys (Ctrl+Up/Down in the composer).
 * A note keeps its beat, length, technique and marks; it moves only where the song has the row
 * `semitones` away (same instrument) and that row is free on its beat, else it stays.
 */
import { findStave, noteKey, rowKey, sortedNotes, withStaveNotes } from './song.ts';
import type { Note, NoteRef, Song } from './types.ts';

export interface RowsMove {
  readonly song: Song;
  /** Where every named note is now: moved, or left where it was. */
  readonly notes: NoteRef[];
  /** How many of them moved. */
  readonly moved: number;
}

export function moveNotesByPitch(song: Song, refs: Iterable<NoteRef>, semitones: number): RowsMove {
  const staves = new Map<string, Note[]>();
  const notesOf = (ref: Pick<NoteRef, 'pitchId' | 'instrument'>): Note[] | undefined => {
    const key = rowKey(ref);
    const kept = staves.get(key);
    if (kept) return kept;
    const stave = findStave(song, ref);
    if (!stave) return undefined;
    const notes = [...stave.notes];
    staves.set(key, notes);
    return notes;
  };
  const unique = new Map<string, NoteRef>();
  for (const ref of refs) unique.set(noteKey(ref), ref);
  // Highest first going up (lowest first going down), so a run of notes never blocks itself.
  const ordered = [...unique.values()].sort((a, b) => (b.pitchId - a.pitchId) * Math.sign(semitones || 1));
  const notes: NoteRef[] = [];
  let moved = 0;
  for (const ref of ordered) {
    const from = notesOf(ref);
    const index = from?.findIndex((note) => note.beat === ref.beat) ?? -1;
    if (!from || index < 0) continue;
    const target = { pitchId: ref.pitchId + semitones, instrument: ref.instrument, beat: ref.beat };
    const to = semitones === 0 ? undefined : notesOf(target);
    if (!to || to.some((note) => note.beat === ref.beat)) {
      notes.push(ref);
      continue;
    }
    const [note] = from.splice(index, 1);
    to.push(note!);
    notes.push(target);
    moved++;
  }
  if (moved === 0) return { song, notes, moved };
  const changes = new Map([...staves].map(([key, list]) => [key, sortedNotes(list)] as const));
  return { song: withStaveNotes(song, changes), notes, moved };
}
