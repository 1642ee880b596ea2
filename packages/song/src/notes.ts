/** Adding, deleting and moving notes (spec section 5). Each returns a new song, or the same one when refused. */
import { MAX_BEAT, NOTE_LIMIT } from './constants.ts';
import { findStave, firstNoteAtOrAfter, noteCount, noteKey, notesFromBeats, withStaveNotes } from './song.ts';
import type { Note, NoteRef, Song } from './types.ts';

/** Rounds to the nearest multiple of `period` (0 means no snapping); never below 0 nor above MAX_BEAT. */
export function quantize(beat: number, period: number): number {
  const snapped = period > 0 ? Math.round(beat / period) * period : beat;
  // Math.max turns -0 into 0 too, so keys never read "-0".
  return Math.min(MAX_BEAT, Math.max(0, snapped));
}

/**
 * Adds a note, snapped to `period`. Refused (the same song back) when the beat is negative or
 * not finite (or past MAX_BEAT), the song has no stave for the pitch, the song already holds NOTE_LIMIT notes, or
 * a note already sits on that beat of that stave.
 */
export function addNote(song: Song, ref: NoteRef, period: number): Song {
  if (!Number.isFinite(ref.beat) || ref.beat < 0 || ref.beat > MAX_BEAT) return song;
  const stave = findStave(song, ref.pitchId);
  if (!stave || noteCount(song) >= NOTE_LIMIT) return song;
  const beat = quantize(ref.beat, period);
  const index = firstNoteAtOrAfter(stave.notes, beat);
  if (stave.notes[index]?.beat === beat) return song;
  const notes = [...stave.notes.slice(0, index), { beat }, ...stave.notes.slice(index)];
  return withStaveNotes(song, new Map([[stave.pitchId, notes]]));
}

/** Groups refs by pitch into sets of beats. */
function beatsByPitch(refs: Iterable<NoteRef>): Map<number, Set<number>> {
  const byPitch = new Map<number, Set<number>>();
  for (const ref of refs) {
    const beats = byPitch.get(ref.pitchId) ?? new Set<number>();
    beats.add(ref.beat);
    byPitch.set(ref.pitchId, beats);
  }
  return byPitch;
}

/** Removes the given notes; refs that name no note are ignored. Same song when nothing was removed. */
export function deleteNotes(song: Song, refs: Iterable<NoteRef>): Song {
  const changes = new Map<number, readonly Note[]>();
  for (const [pitchId, beats] of beatsByPitch(refs)) {
    const stave = findStave(song, pitchId);
    if (!stave) continue;
    const notes = stave.notes.filter((note) => !beats.has(note.beat));
    if (notes.length !== stave.notes.length) changes.set(pitchId, notes);
  }
  return withStaveNotes(song, changes);
}

/**
 * Moves notes along their staves by `deltaBeats`, snapping each landing beat to `period`.
 * A leftward move is cut short so the earliest moved note stops at beat 0: the group keeps its
 * shape instead of piling up at the start (what a user dragging a phrase expects); likewise at
 * MAX_BEAT. Notes that
 * land on one beat of one stave merge into one. `moved` names the notes where they landed, so
 * the selection can follow them. Same song (and moved = the refs) when nothing actually moves.
 */
export function moveNotes(
  song: Song,
  refs: Iterable<NoteRef>,
  deltaBeats: number,
  period: number,
): { song: Song; moved: NoteRef[] } {
  const present = new Map<number, Set<number>>();
  let earliest = Number.POSITIVE_INFINITY;
  let latest = 0;
  for (const [pitchId, beats] of beatsByPitch(refs)) {
    const stave = findStave(song, pitchId);
    if (!stave) continue;
    const existing = new Set(stave.notes.map((note) => note.beat));
    const kept = new Set([...beats].filter((beat) => existing.has(beat)));
    if (kept.size === 0) continue;
    present.set(pitchId, kept);
    for (const beat of kept) {
      earliest = Math.min(earliest, beat);
      latest = Math.max(latest, beat);
    }
  }
  if (present.size === 0 || !Number.isFinite(deltaBeats)) return { song, moved: listRefs(present) };
  const delta = Math.min(Math.max(deltaBeats, -earliest), MAX_BEAT - latest);

  const changes = new Map<number, readonly Note[]>();
  const landed = new Map<string, NoteRef>();
  let changed = false;
  for (const [pitchId, beats] of present) {
    const stave = findStave(song, pitchId)!;
    const targets: number[] = [];
    for (const beat of beats) {
      const target = quantize(beat + delta, period);
      if (target !== beat) changed = true;
      targets.push(target);
      landed.set(noteKey({ pitchId, beat: target }), { pitchId, beat: target });
    }
    const staying = stave.notes.filter((note) => !beats.has(note.beat)).map((note) => note.beat);
    changes.set(pitchId, notesFromBeats([...staying, ...targets]));
  }
  if (!changed) return { song, moved: listRefs(present) };
  return { song: withStaveNotes(song, changes), moved: [...landed.values()] };
}

function listRefs(byPitch: Map<number, Set<number>>): NoteRef[] {
  const refs: NoteRef[] = [];
  for (const [pitchId, beats] of byPitch) for (const beat of beats) refs.push({ pitchId, beat });
  return refs;
}
