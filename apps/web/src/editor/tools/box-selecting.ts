import { selectInBox } from '@ringalong/song';
import type { EditorController } from '../controller/controller.ts';
import { rowsBetween, xToBeat } from '../coords.ts';
import { idle } from './idle.ts';
import type { PointerInput, ToolState } from './tool.ts';

/** Shift-drag on empty space: the notes inside the box become the selection as it grows. */
export function boxSelecting(editor: EditorController, start: PointerInput): ToolState {
  const before = editor.selection;
  return {
    name: 'box-selecting',
    move(input) {
      const vp = editor.viewport();
      const rows = editor.rows();
      const pitchIds = rowsBetween(vp, start.y, input.y).map((row) => rows[row]!);
      const a = xToBeat(vp, start.x);
      const b = xToBeat(vp, input.x);
      editor.setBox({ x0: start.x, y0: start.y, x1: input.x, y1: input.y });
      editor.setSelection(selectInBox(editor.song, pitchIds, Math.min(a, b), Math.max(a, b)));
      return this;
    },
    up() {
      editor.setBox(null);
      return idle(editor);
    },
    cancel() {
      editor.setBox(null);
      editor.setSelection(before);
      return idle(editor);
    },
  };
}
