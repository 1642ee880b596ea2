/** Adding, deleting and moving notes (spec section 5). Each returns a new song, or the same one when refused. */
import { DEFAULT_NOTE_LENGTH, MAX_BEAT, MAX_NOTE_LENGTH, MIN_NOTE_LENGTH, NOTE_LIMIT } from './constants.ts';
import {
  findStave,
  firstNoteAtOrAfter,
  noteCount,
  noteKey,
  rowKey,
  sortedNotes,
  withStaveNotes,
} from './song.ts';
import type { Note, NoteRef, RowRef, Song } from './types.ts';

/** Rounds to the nearest multiple of `period` (0 means no snapping); never below 0 nor above MAX_BEAT. */
export function quantize(beat: number, period: number): number {
  const snapped = period > 0 ? Math.round(beat / period) * period : beat;
  // Math.max turns -0 into 0 too, so keys never read "-0".
  return Math.min(MAX_BEAT, Math.max(0, snapped));
}

/** A ringing time a note may have: finite, from MIN_NOTE_LENGTH to MAX_NOTE_LENGTH beats. */
export function isNoteLength(length: number): boolean {
  return Number.isFinite(length) && length >= MIN_NOTE_LENGTH && length <= MAX_NOTE_LENGTH;
}

/**
 * Adds a note ringing `length` beats (the editor's current length), snapped to `period`. Refused
 * (the same song back) when the beat is negative or not finite (or past MAX_BEAT), the length is
 * not a note length, the song has no such row, the song already holds NOTE_LIMIT notes, or a note
 * already sits on that beat of that row.
 */
export function addNote(
  song: Song,
  ref: NoteRef,
  period: number,
  length: number = DEFAULT_NOTE_LENGTH,
): Song {
  if (!Number.isFinite(ref.beat) || ref.beat < 0 || ref.beat > MAX_BEAT || !isNoteLength(length)) return song;
  const stave = findStave(song, ref);
  if (!stave || noteCount(song) >= NOTE_LIMIT) return song;
  const beat = quantize(ref.beat, period);
  const index = firstNoteAtOrAfter(stave.notes, beat);
  if (stave.notes[index]?.beat === beat) return song;
  const notes = [...stave.notes.slice(0, index), { beat, length }, ...stave.notes.slice(index)];
  return withStaveNotes(song, new Map([[rowKey(stave), notes]]));
}

/** Groups refs by row into sets of beats. */
export function beatsByRow(refs: Iterable<NoteRef>): Map<string, { row: RowRef; beats: Set<number> }> {
  const byRow = new Map<string, { row: RowRef; beats: Set<number> }>();
  for (const ref of refs) {
    const key = rowKey(ref);
    const entry = byRow.get(key) ?? {
      row: { pitchId: ref.pitchId, instrument: ref.instrument },
      beats: new Set(),
    };
    entry.beats.add(ref.beat);
    byRow.set(key, entry);
  }
  return byRow;
}

/** Removes the given notes; refs that name no note are ignored. Same song when nothing was removed. */
export function deleteNotes(song: Song, refs: Iterable<NoteRef>): Song {
  const changes = new Map<string, readonly Note[]>();
  for (const [key, { row, beats }] of beatsByRow(refs)) {
    const stave = findStave(song, row);
    if (!stave) continue;
    const notes = stave.notes.filter((note) => !beats.has(note.beat));
    if (notes.length !== stave.notes.length) changes.set(key, notes);
  }
  return withStaveNotes(song, changes);
}

/**
 * Moves notes along their rows by `deltaBeats`, snapping each landing beat to `period`; a moved
 * note keeps its length and technique. A leftward move is cut short so the earliest moved note
 * stops at beat 0: the group keeps its shape instead of piling up at the start (what a user
 * dragging a phrase expects); likewise at MAX_BEAT. Notes that land on one beat of one row merge
 * into one (a moved note wins over one that stayed, the earlier moved note over a later one).
 * `moved` names the notes where they landed, so the selection can follow them. Same song (and
 * moved = the refs) when nothing actually moves.
 */
export function moveNotes(
  song: Song,
  refs: Iterable<NoteRef>,
  deltaBeats: number,
  period: number,
): { song: Song; moved: NoteRef[] } {
  const present = new Map<string, { row: RowRef; notes: Note[] }>();
  let earliest = Number.POSITIVE_INFINITY;
  let latest = 0;
  for (const [key, { row, beats }] of beatsByRow(refs)) {
    const stave = findStave(song, row);
    if (!stave) continue;
    const kept = stave.notes.filter((note) => beats.has(note.beat));
    if (kept.length === 0) continue;
    present.set(key, { row, notes: kept });
    earliest = Math.min(earliest, kept[0]!.beat);
    latest = Math.max(latest, kept[kept.length - 1]!.beat);
  }
  if (present.size === 0 || !Number.isFinite(deltaBeats)) return { song, moved: listRefs(present) };
  const delta = Math.min(Math.max(deltaBeats, -earliest), MAX_BEAT - latest);

  const changes = new Map<string, readonly Note[]>();
  const landed = new Map<string, NoteRef>();
  let changed = false;
  for (const [key, { row, notes }] of present) {
    const stave = findStave(song, row)!;
    const targets: Note[] = [];
    for (const note of notes) {
      const beat = quantize(note.beat + delta, period);
      if (beat !== note.beat) changed = true;
      targets.push({ ...note, beat });
      const ref = { ...row, beat };
      landed.set(noteKey(ref), ref);
    }
    const moving = new Set(notes);
    const staying = stave.notes.filter((note) => !moving.has(note));
    changes.set(key, sortedNotes([...targets, ...staying]));
  }
  if (!changed) return { song, moved: listRefs(present) };
  return { song: withStaveNotes(song, changes), moved: [...landed.values()] };
}

function listRefs(byRow: Map<string, { row: RowRef; notes: Note[] }>): NoteRef[] {
  const refs: NoteRef[] = [];
  for (const { row, notes } of byRow.values())
    for (const note of notes) refs.push({ ...row, beat: note.beat });
  return refs;
}
