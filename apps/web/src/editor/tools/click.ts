import { rowKey, timeSignatureAt } from '@ringalong/song';
import { addNoteAt, deleteNote, noteAt, toggleNoteSelected } from '../controller/commands.ts';
import type { EditorController } from '../controller/controller.ts';
import { visibleBeats } from '../coords.ts';
import { pencilButton, pressesButton, staveEditButton } from '../layout.ts';
import { sceneOf } from '../scene.ts';
import type { PointerInput } from './tool.ts';

/** A press released within 7 px (spec section 5). Only the composer reacts to clicks. */
export function click(editor: EditorController, at: PointerInput): void {
  if (!editor.composer) return;
  if (pressesButton(staveEditButton(), at.x, at.y)) {
    editor.host.onOpenBellMenu();
    return;
  }
  const barStart = pencilAt(editor, at.x, at.y);
  if (barStart !== null) {
    editor.host.onOpenBarMenu({ barStart, currentTimeSig: timeSignatureAt(editor.song, barStart) });
    return;
  }
  const note = noteAt(editor, at.x, at.y);
  if (note) {
    if (at.shiftKey) toggleNoteSelected(editor, note);
    else deleteNote(editor, note);
    return;
  }
  if (editor.selection.size > 0) {
    editor.setSelection(new Set());
    return;
  }
  const added = addNoteAt(editor, at.x, at.y);
  // A grid cursor in use follows the pointer's note: the two share one place, as one selection.
  if (added && editor.cursor) editor.setCursor({ beat: added.beat, row: rowKey(added) });
}

/** The bar whose pencil (above its strong barline) is under the pointer. */
export function pencilAt(editor: EditorController, x: number, y: number): number | null {
  const vp = editor.viewport();
  const { from, to } = visibleBeats(vp, 40);
  // Bars can be narrower than a finger's reach: the nearest pencil wins.
  let nearest: number | null = null;
  let distance = Number.POSITIVE_INFINITY;
  for (const line of sceneOf(editor.song).barlines) {
    if (line.beat > to) break;
    if (line.strength !== 1 || line.beat < from) continue;
    const button = pencilButton(vp, line.beat);
    const off = Math.abs(button.x + button.width / 2 - x);
    if (off < distance && pressesButton(button, x, y)) {
      nearest = line.beat;
      distance = off;
    }
  }
  return nearest;
}
