import type { EditorController } from '../controller/controller.ts';
import { positionDeltaForDrag } from '../coords.ts';
import { idle } from './idle.ts';
import type { PointerInput, ToolState } from './tool.ts';

/** The beat under the pointer stays under it: time moves in the direction of the drag. */
export function draggingTime(editor: EditorController, start: PointerInput): ToolState {
  const startPosition = editor.position;
  return {
    name: 'dragging-time',
    move(input) {
      editor.setPosition(startPosition + positionDeltaForDrag(editor.viewport(), input.x - start.x));
      return this;
    },
    up() {
      return idle(editor);
    },
    cancel() {
      editor.setPosition(startPosition);
      return idle(editor);
    },
  };
}
