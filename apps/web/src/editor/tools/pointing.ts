import { DRAG_THRESHOLD, noteKey } from '@ringalong/song';
import { noteAt } from '../controller/commands.ts';
import type { EditorController } from '../controller/controller.ts';
import { boxSelecting } from './box-selecting.ts';
import { click } from './click.ts';
import { draggingNotes } from './dragging-notes.ts';
import { draggingTime } from './dragging-time.ts';
import { idle } from './idle.ts';
import type { PointerInput, ToolState } from './tool.ts';

/** Pressed, not yet moved far enough to be a drag: released here it is a click. */
export function pointing(editor: EditorController, start: PointerInput): ToolState {
  return {
    name: 'pointing',
    move(input) {
      if (Math.hypot(input.x - start.x, input.y - start.y) < DRAG_THRESHOLD) return this;
      const note = editor.composer ? noteAt(editor, start.x, start.y) : null;
      if (editor.composer && start.shiftKey && !note) return boxSelecting(editor, start).move!(input);
      if (note && !start.shiftKey && editor.selection.has(noteKey(note))) {
        return draggingNotes(editor, start).move!(input);
      }
      return draggingTime(editor, start).move!(input);
    },
    up() {
      click(editor, start);
      return idle(editor);
    },
    extraPointer() {
      return draggingTime(editor, start);
    },
    cancel() {
      return idle(editor);
    },
  };
}
