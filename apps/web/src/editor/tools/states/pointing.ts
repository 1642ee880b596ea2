import { DRAG_THRESHOLD, noteKey } from '@ringalong/song';
import { noteAt, tailAt } from '../../controller/commands.ts';
import { click } from '../click.ts';
import { pressCursor } from '../cursor.ts';
import type { PointerInput, ToolContext, ToolState } from '../tool.ts';

/** Pressed, not yet moved far enough to be a drag: released here it is a click. */
export function pointing(tool: ToolContext, start: PointerInput): ToolState {
  const editor = tool.editor;
  return {
    id: 'pointing',
    cursor: (x, y) => pressCursor(editor, x, y),
    move(at) {
      if (Math.hypot(at.x - start.x, at.y - start.y) < DRAG_THRESHOLD) return;
      const note = editor.composer ? noteAt(editor, start.x, start.y) : null;
      if (editor.composer && start.shiftKey && !note) tool.transition('box-selecting', { start, at });
      else if (!note && !start.shiftKey && tailAt(editor, start.x, start.y)) {
        tool.transition('dragging-tail', { start, at });
      } else if (note && !start.shiftKey && editor.selection.has(noteKey(note))) {
        tool.transition('dragging-notes', { start, at });
      } else tool.transition('dragging-time', { start, at });
    },
    up() {
      click(editor, start);
      tool.transition('idle', null);
    },
    extraPointer() {
      tool.transition('dragging-time', { start });
    },
    cancel() {
      tool.transition('idle', null);
    },
  };
}
