/** Copy and paste (spec section 5). The clipboard crosses a boundary, so paste checks it with a schema. */
import * as z from 'zod/mini';
import { MAX_BEAT, NOTE_LIMIT } from './constants.ts';
import { quantize } from './notes.ts';
import { pruneSelection, selectedRefs } from './selection.ts';
import { findStave, firstNoteAtOrAfter, hasNote, noteCount, withStaveNotes } from './song.ts';
import type { ClipboardEntry, Note, NoteRef, Selection, Song } from './types.ts';

export const clipboardEntrySchema = z.object({
  beat: z.number().check(z.minimum(0), z.maximum(MAX_BEAT)),
  pitchId: z.int().check(z.minimum(0), z.maximum(127)),
});
export const clipboardSchema = z.array(clipboardEntrySchema);

/** The selected notes, beats counted from the earliest of them, in beat then pitch order. */
export function copyNotes(song: Song, selection: Selection): ClipboardEntry[] {
  const refs = selectedRefs(pruneSelection(song, selection));
  if (refs.length === 0) return [];
  const earliest = Math.min(...refs.map((ref) => ref.beat));
  return refs
    .map((ref) => ({ beat: ref.beat - earliest, pitchId: ref.pitchId }))
    .sort((a, b) => a.beat - b.beat || a.pitchId - b.pitchId);
}

/**
 * Pastes the clipboard with its earliest note at `atBeat`, each landing beat snapped. Anything
 * that is not a valid clipboard, or an empty one, pastes nothing (same song). Entries for bells
 * the song lacks are skipped, and pasting stops at the note limit so the song never holds more
 * than NOTE_LIMIT notes. `pasted` names every pasted position, including ones where an equal
 * note already sat, so the selection can show the whole pasted phrase.
 */
export function pasteNotes(
  song: Song,
  clipboard: unknown,
  atBeat: number,
  period: number,
): { song: Song; pasted: NoteRef[] } {
  const parsed = clipboardSchema.safeParse(clipboard);
  if (!parsed.success || parsed.data.length === 0 || !Number.isFinite(atBeat)) return { song, pasted: [] };
  const start = Math.max(0, atBeat);
  const added = new Map<number, Note[]>();
  const pasted = new Map<string, NoteRef>();
  let count = noteCount(song);
  for (const entry of [...parsed.data].sort((a, b) => a.beat - b.beat)) {
    const stave = findStave(song, entry.pitchId);
    if (!stave) continue;
    const ref = { pitchId: entry.pitchId, beat: quantize(start + entry.beat, period) };
    const key = `${ref.pitchId}:${ref.beat}`;
    if (pasted.has(key)) continue;
    if (!hasNote(song, ref)) {
      if (count >= NOTE_LIMIT) break;
      count++;
      added.set(ref.pitchId, [...(added.get(ref.pitchId) ?? []), { beat: ref.beat }]);
    }
    pasted.set(key, ref);
  }
  const changes = new Map<number, readonly Note[]>();
  for (const [pitchId, notes] of added) {
    const stave = findStave(song, pitchId)!;
    const merged = [...stave.notes];
    for (const note of notes) merged.splice(firstNoteAtOrAfter(merged, note.beat), 0, note);
    changes.set(pitchId, merged);
  }
  return { song: withStaveNotes(song, changes), pasted: [...pasted.values()] };
}
