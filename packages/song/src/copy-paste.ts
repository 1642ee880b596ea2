/**
 * Copy and paste of notes (spec section 5) on clipboard entries the editor made itself, with no
 * checking: the editor's clipboard holds only what `copyNotes` gave (it crosses no boundary), so
 * the start-up code pastes without a schema. A clipboard from elsewhere goes through `pasteNotes`
 * (clipboard.ts), which checks it first.
 */
import { NOTE_LIMIT } from './constants.ts';
import { quantize } from './notes.ts';
import { pruneSelection, selectedRefs } from './selection.ts';
import {
  findNote,
  findStave,
  firstNoteAtOrAfter,
  hasNote,
  noteCount,
  noteKey,
  rowKey,
  withStaveNotes,
} from './song.ts';
import type { ClipboardEntry, Note, NoteRef, Selection, Song } from './types.ts';

/** The selected notes, beats counted from the earliest of them, in beat then row order, with their sound. */
export function copyNotes(song: Song, selection: Selection): ClipboardEntry[] {
  const refs = selectedRefs(pruneSelection(song, selection));
  if (refs.length === 0) return [];
  const earliest = Math.min(...refs.map((ref) => ref.beat));
  return refs
    .map((ref): ClipboardEntry => {
      const note = findNote(song, ref)!;
      const entry = {
        beat: ref.beat - earliest,
        pitchId: ref.pitchId,
        instrument: ref.instrument,
        length: note.length,
      };
      return {
        ...entry,
        ...(note.technique === undefined ? {} : { technique: note.technique }),
        ...(note.accent ? { accent: note.accent } : {}),
      };
    })
    .sort((a, b) => a.beat - b.beat || a.pitchId - b.pitchId || a.instrument.localeCompare(b.instrument));
}

/**
 * Pastes clipboard entries with their earliest note at `atBeat`, each landing beat snapped, each
 * note with its length and technique. No entries, or a beat that is not finite, paste nothing
 * (same song). Entries for rows the song lacks are skipped, and pasting stops at the note limit
 * so the song never holds more than NOTE_LIMIT notes. Where a note already sits on a landing spot
 * it stays as it is. `pasted` names every pasted position, including those, so the selection can
 * show the whole pasted phrase.
 */
export function pasteEntries(
  song: Song,
  entries: readonly ClipboardEntry[],
  atBeat: number,
  period: number,
): { song: Song; pasted: NoteRef[] } {
  if (entries.length === 0 || !Number.isFinite(atBeat)) return { song, pasted: [] };
  const start = Math.max(0, atBeat);
  const added = new Map<string, Note[]>();
  const pasted = new Map<string, NoteRef>();
  let count = noteCount(song);
  for (const entry of [...entries].sort((a, b) => a.beat - b.beat)) {
    if (!findStave(song, entry)) continue;
    const ref = {
      pitchId: entry.pitchId,
      instrument: entry.instrument,
      beat: quantize(start + entry.beat, period),
    };
    const key = noteKey(ref);
    if (pasted.has(key)) continue;
    if (!hasNote(song, ref)) {
      if (count >= NOTE_LIMIT) break;
      count++;
      const note: Note = {
        beat: ref.beat,
        length: entry.length,
        ...(entry.technique === undefined ? {} : { technique: entry.technique }),
        ...(entry.accent ? { accent: entry.accent } : {}),
      };
      const row = rowKey(ref);
      added.set(row, [...(added.get(row) ?? []), note]);
    }
    pasted.set(key, ref);
  }
  const changes = new Map<string, readonly Note[]>();
  for (const [row, notes] of added) {
    const stave = song.staves.find((s) => rowKey(s) === row)!;
    const merged = [...stave.notes];
    for (const note of notes) merged.splice(firstNoteAtOrAfter(merged, note.beat), 0, note);
    changes.set(row, merged);
  }
  return { song: withStaveNotes(song, changes), pasted: [...pasted.values()] };
}
