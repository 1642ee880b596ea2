import { positionDeltaForDrag } from '../../coords.ts';
import type { DragStart, PointerInput, ToolContext, ToolState } from '../tool.ts';

/** The beat under the pointer stays under it: time moves in the direction of the drag. */
export function draggingTime(tool: ToolContext, { start, at }: DragStart): ToolState {
  const editor = tool.editor;
  const startPosition = editor.position;
  const follow = (input: PointerInput) =>
    editor.setPosition(startPosition + positionDeltaForDrag(editor.viewport(), input.x - start.x));
  if (at) follow(at);
  return {
    id: 'dragging-time',
    cursor: () => 'grabbing',
    move: follow,
    up() {
      tool.transition('idle', null);
    },
    cancel() {
      editor.setPosition(startPosition);
      tool.transition('idle', null);
    },
  };
}
