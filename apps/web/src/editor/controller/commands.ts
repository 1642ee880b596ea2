/**
 * Edits and selection changes, each one user intent. Everything goes through `@ringalong/song`;
 * the controller records the history entry and tells the app.
 */
import {
  addNote,
  deleteNotes,
  findStave,
  firstNoteAtOrAfter,
  hasNote,
  MAX_BEAT,
  NOTE_LIMIT,
  type NoteRef,
  noteCount,
  noteKey,
  parseNoteKey,
  quantize,
  type RowRef,
  selectAll as selectAllNotes,
  setNoteTechnique,
  soundingTranspose,
  type Technique,
  toggleSelected,
} from '@ringalong/song';
import { beatToX, rowAtY, rowCenterY, rowHeight, xToBeat } from '../coords.ts';
import { sceneOf } from '../scene.ts';
import type { EditorController } from './controller.ts';

/** The row under the pointer, if any. */
export function rowAt(editor: EditorController, y: number): RowRef | undefined {
  return editor.rows()[rowAtY(editor.viewport(), y)];
}

/** The note drawn under the pointer, if any: the nearest on that row within a dot's reach. */
export function noteAt(editor: EditorController, x: number, y: number): NoteRef | null {
  const vp = editor.viewport();
  const row = rowAt(editor, y);
  if (row === undefined) return null;
  const stave = findStave(editor.song, row);
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
      best = { pitchId: stave.pitchId, instrument: stave.instrument, beat: note.beat };
      bestDistance = distance;
    }
  }
  return best;
}

/** How near (CSS px) to a tail's end mark a press grabs it; kept small so clicks beside it still add notes. */
export const TAIL_GRAB = 6;

/**
 * The note whose tail ends under the pointer (composer), if no dot is there: a press there and a
 * drag set its length. Only the mark's own height and a few pixels either side count, so a click
 * just beside it still adds a note.
 */
export function tailAt(editor: EditorController, x: number, y: number): NoteRef | null {
  if (!editor.composer || noteAt(editor, x, y)) return null;
  const vp = editor.viewport();
  const index = rowAtY(vp, y);
  const row = editor.rows()[index];
  if (row === undefined) return null;
  const radius = rowHeight(vp) / 2;
  if (Math.abs(y - rowCenterY(vp, index)) > Math.max(8, radius * 0.75)) return null;
  const stave = findStave(editor.song, row);
  if (!stave) return null;
  let best: NoteRef | null = null;
  let bestDistance = TAIL_GRAB;
  const beat = xToBeat(vp, x);
  // Notes whose tail may end here start at most the longest length (and the grab zone) before it.
  const back = sceneOf(editor.song).longest + TAIL_GRAB / vp.pxPerBeat;
  for (let i = firstNoteAtOrAfter(stave.notes, beat - back); i < stave.notes.length; i++) {
    const note = stave.notes[i]!;
    if (note.beat > beat) break;
    const distance = Math.abs(beatToX(vp, note.beat + note.length) - x);
    if (distance <= bestDistance) {
      best = { pitchId: stave.pitchId, instrument: stave.instrument, beat: note.beat };
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * Adds a note on the row under the pointer at the snapped beat, ringing the current length, and
 * sounds it. Returns the note added, or null when refused (between rows, before beat 0, the note
 * limit, a duplicate).
 */
export function addNoteAt(editor: EditorController, x: number, y: number): NoteRef | null {
  const vp = editor.viewport();
  const row = rowAt(editor, y);
  if (row === undefined) return null;
  const song = editor.song;
  const prefs = editor.prefs;
  const beat = xToBeat(vp, x);
  const next = addNote(song, { ...row, beat }, prefs.snapPeriod, editor.newNoteLength);
  // addNote snaps with the same rule, so this is where the note lands.
  const added: NoteRef = { ...row, beat: quantize(beat, prefs.snapPeriod) };
  if (next === song) {
    const placeable = Number.isFinite(beat) && beat >= 0 && beat <= MAX_BEAT && !hasNote(song, added);
    if (placeable && noteCount(song) >= NOTE_LIMIT) editor.host.onNoteLimit?.(1);
    return null;
  }
  editor.commit(next);
  editor.audio.preview(row.pitchId, soundingTranspose(prefs), row.instrument);
  if (prefs.jumpToCenter) centreOn(editor, added.beat);
  return added;
}

/** The martellato family: struck on the padded table, which a handchime never is. */
export const ON_THE_TABLE: ReadonlySet<Technique> = new Set([
  'martellato',
  'hand martellato',
  'muted martellato',
  'martellato lift',
]);

/**
 * Sets (or with undefined clears) the technique of every selected note: one undo entry. A
 * martellato set on handchime notes is kept (the arranger may mean it) but said.
 */
export function setSelectedTechnique(editor: EditorController, technique: Technique | undefined): boolean {
  if (editor.selection.size === 0) return false;
  const refs = [...editor.selection].map(parseNoteKey);
  const changed = editor.commit(setNoteTechnique(editor.song, refs, technique));
  const chimes = refs.filter((ref) => ref.instrument === 'handchime').length;
  if (changed && technique && ON_THE_TABLE.has(technique) && chimes > 0)
    editor.host.onChimeMartellato?.(chimes);
  return changed;
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

/**
 * Composer: the note under (x, y) gets the technique menu at `client` (page pixels): a note outside
 * the selection becomes the selection first, so the menu acts on what it names. False when no note
 * is there (the browser's own menu stays).
 */
export function openNoteMenuAt(
  editor: EditorController,
  x: number,
  y: number,
  client: { readonly x: number; readonly y: number },
): boolean {
  if (!editor.composer) return false;
  const note = noteAt(editor, x, y);
  if (!note) return false;
  if (!editor.selection.has(noteKey(note))) editor.setSelection(new Set([noteKey(note)]));
  editor.setNoteMenu(client);
  return true;
}
