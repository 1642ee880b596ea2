import { moveNotes, noteKey, parseNoteKey } from '@ringalong/song';
import type { EditorController } from '../controller/controller.ts';
import { direction } from '../coords.ts';
import { idle } from './idle.ts';
import type { PointerInput, ToolState } from './tool.ts';

/**
 * Dragging a selected note moves the whole selection along time. One gesture: marked at the
 * press, updated freely, one history entry at release, undone entirely by Escape.
 */
export function draggingNotes(editor: EditorController, start: PointerInput): ToolState {
  const base = editor.song;
  const before = editor.selection;
  const refs = [...before].map(parseNoteKey);
  editor.beginGesture();
  return {
    name: 'dragging-notes',
    move(input) {
      const vp = editor.viewport();
      const delta = (direction(vp.mode) * (input.x - start.x)) / vp.pxPerBeat;
      const { song, moved } = moveNotes(base, refs, delta, editor.prefs.snapPeriod);
      editor.updateGesture(song);
      editor.setSelection(new Set(moved.map(noteKey)));
      return this;
    },
    up() {
      editor.commitGesture();
      return idle(editor);
    },
    cancel() {
      editor.cancelGesture();
      editor.setSelection(before);
      return idle(editor);
    },
  };
}
