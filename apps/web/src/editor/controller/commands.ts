/**
 * Edits and selection changes, each one user intent. Everything goes through `@ringalong/song`;
 * the controller records the history entry and tells the app.
 */
import {
  addNote,
  DEFAULT_NOTE_LENGTH,
  deleteNotes,
  findStave,
  firstNoteAtOrAfter,
  hasNote,
  MAX_BEAT,
  NOTE_LIMIT,
  type NoteRef,
  noteCount,
  parseNoteKey,
  quantize,
  selectAll as selectAllNotes,
  soundingTranspose,
  toggleSelected,
} from '@ringalong/song';
import { beatToX, rowAtY, rowHeight, xToBeat } from '../coords.ts';
import { ROW_INSTRUMENT } from '../scene.ts';
import type { EditorController } from './controller.ts';

/** The note drawn under the pointer, if any: the nearest on that row within a dot's reach. */
export function noteAt(editor: EditorController, x: number, y: number): NoteRef | null {
  const vp = editor.viewport();
  const row = rowAtY(vp, y);
  const pitchId = editor.rows()[row];
  if (pitchId === undefined) return null;
  const stave = findStave(editor.song, { pitchId, instrument: ROW_INSTRUMENT });
  if (!stave) return null;
  const reach = Math.max(6, rowHeight(vp) / 2);
  const from = xToBeat(vp, x - reach);
  const to = xToBeat(vp, x + reach);
  let best: NoteRef | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (let i = firstNoteAtOrAfter(stave.notes, Math.min(from, to)); i < stave.notes.length; i++) {
    const note = stave.notes[i]!;
    if (note.beat > Math.max(from, to)) break;
    const distance = Math.abs(beatToX(vp, note.beat) - x);
    if (distance < bestDistance) {
      best = { pitchId, instrument: stave.instrument, beat: note.beat };
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * Adds a note on the row under the pointer at the snapped beat and sounds it. Returns the note
 * added, or null when refused (between rows, before beat 0, the note limit, a duplicate).
 */
export function addNoteAt(editor: EditorController, x: number, y: number): NoteRef | null {
  const vp = editor.viewport();
  const pitchId = editor.rows()[rowAtY(vp, y)];
  if (pitchId === undefined) return null;
  const song = editor.song;
  const prefs = editor.prefs;
  const beat = xToBeat(vp, x);
  // Every new note rings one beat until the editor offers a current length.
  const next = addNote(
    song,
    { pitchId, instrument: ROW_INSTRUMENT, beat },
    prefs.snapPeriod,
    DEFAULT_NOTE_LENGTH,
  );
  // addNote snaps with the same rule, so this is where the note lands.
  const added = { pitchId, instrument: ROW_INSTRUMENT, beat: quantize(beat, prefs.snapPeriod) };
  if (next === song) {
    const placeable = Number.isFinite(beat) && beat >= 0 && beat <= MAX_BEAT && !hasNote(song, added);
    if (placeable && noteCount(song) >= NOTE_LIMIT) editor.host.onNoteLimit?.(1);
    return null;
  }
  editor.commit(next);
  editor.audio.preview(pitchId, soundingTranspose(prefs));
  if (prefs.jumpToCenter) centreOn(editor, added.beat);
  return added;
}

/** 'Jump to Center when adding notes': bring the beat to the middle of the canvas. */
export function centreOn(editor: EditorController, beat: number): void {
  const vp = editor.viewport();
  editor.setPosition(editor.position + (beat - xToBeat(vp, vp.width / 2)));
}

export function deleteNote(editor: EditorController, ref: NoteRef): void {
  editor.commit(deleteNotes(editor.song, [ref]));
}

export function toggleNoteSelected(editor: EditorController, ref: NoteRef): void {
  editor.setSelection(toggleSelected(editor.selection, ref));
}

export function deleteSelected(editor: EditorController): void {
  if (editor.selection.size === 0) return;
  const refs = [...editor.selection].map(parseNoteKey);
  editor.commit(deleteNotes(editor.song, refs));
}

export function selectAll(editor: EditorController): void {
  editor.setSelection(selectAllNotes(editor.song));
}
