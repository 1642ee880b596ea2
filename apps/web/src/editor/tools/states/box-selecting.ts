import { selectInBox } from '@ringalong/song';
import { rowsBetween, xToBeat } from '../../coords.ts';
import type { DragStart, PointerInput, ToolContext, ToolState } from '../tool.ts';

/** Shift-drag on empty space: the notes inside the box become the selection as it grows. */
export function boxSelecting(tool: ToolContext, { start, at }: DragStart): ToolState {
  const editor = tool.editor;
  const before = editor.selection;
  const follow = (input: PointerInput) => {
    const vp = editor.viewport();
    const rows = editor.rows();
    const inBox = rowsBetween(vp, start.y, input.y).map((row) => rows[row]!);
    const a = xToBeat(vp, start.x);
    const b = xToBeat(vp, input.x);
    editor.setBox({ x0: start.x, y0: start.y, x1: input.x, y1: input.y });
    editor.setSelection(selectInBox(editor.song, inBox, Math.min(a, b), Math.max(a, b)));
  };
  if (at) follow(at);
  return {
    id: 'box-selecting',
    cursor: () => 'crosshair',
    move: follow,
    up() {
      editor.setBox(null);
      tool.transition('idle', null);
    },
    cancel() {
      editor.setBox(null);
      editor.setSelection(before);
      tool.transition('idle', null);
    },
  };
}
