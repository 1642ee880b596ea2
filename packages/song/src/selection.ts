/** Selected notes as a set of note keys. Every function returns a new set and leaves its input alone. */
import {
  allNoteRefs,
  findStave,
  firstNoteAtOrAfter,
  hasNote,
  noteKey,
  parseNoteKey,
  rowKey,
} from './song.ts';
import type { NoteRef, RowRef, Selection, Song } from './types.ts';

export function selectAll(song: Song): Selection {
  return new Set(allNoteRefs(song).map(noteKey));
}

/** Shift-click on a note: select it, or deselect it if it was selected. */
export function toggleSelected(selection: Selection, ref: NoteRef): Selection {
  const key = noteKey(ref);
  const next = new Set(selection);
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return next;
}

/** The notes inside a selection box: on the given rows, between the two beats (inclusive, either order). */
export function selectInBox(
  song: Song,
  rows: readonly RowRef[],
  fromBeat: number,
  toBeat: number,
): Selection {
  const low = Math.min(fromBeat, toBeat);
  const high = Math.max(fromBeat, toBeat);
  const inBox = new Set(rows.map(rowKey));
  const selected = new Set<string>();
  for (const stave of song.staves) {
    if (!inBox.has(rowKey(stave))) continue;
    for (let i = firstNoteAtOrAfter(stave.notes, low); i < stave.notes.length; i++) {
      const beat = stave.notes[i]!.beat;
      if (beat > high) break;
      selected.add(noteKey({ pitchId: stave.pitchId, instrument: stave.instrument, beat }));
    }
  }
  return selected;
}

/** Drops keys whose notes no longer exist (after undo, delete, bell changes). Same set when all exist. */
export function pruneSelection(song: Song, selection: Selection): Selection {
  const kept = [...selection].filter((key) => hasNote(song, parseNoteKey(key)));
  return kept.length === selection.size ? selection : new Set(kept);
}

export function selectedRefs(selection: Selection): NoteRef[] {
  return [...selection].map(parseNoteKey);
}

/**
 * The beats a selection covers, as a passage or hairpin set over it runs: from the first selected
 * note's strike to the latest end of a selected note (where the R stands). Null when none is selected.
 */
export function selectionSpan(song: Song, refs: Iterable<NoteRef>): { from: number; to: number } | null {
  let from = Number.POSITIVE_INFINITY;
  let to = Number.NEGATIVE_INFINITY;
  for (const ref of refs) {
    const note = findStave(song, ref)?.notes.find((n) => n.beat === ref.beat);
    if (!note) continue;
    from = Math.min(from, note.beat);
    to = Math.max(to, note.beat + note.length);
  }
  return to > from ? { from, to } : null;
}
