import type { EditorController } from '../controller/controller.ts';
import { seekerBeatAtX } from '../layout.ts';
import { idle } from './idle.ts';
import type { PointerInput, ToolState } from './tool.ts';

/** Pressing the seeker bar jumps there; dragging along it scrubs through the song. */
export function scrubbing(editor: EditorController, start: PointerInput): ToolState {
  const startPosition = editor.position;
  const seek = (x: number) => editor.setPosition(seekerBeatAtX(editor.viewport(), editor.positionRange(), x));
  seek(start.x);
  return {
    name: 'scrubbing',
    move(input) {
      seek(input.x);
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
