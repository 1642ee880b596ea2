import { seekerBeatAtX } from '../../layout.ts';
import type { PointerInput, ToolContext, ToolState } from '../tool.ts';

/** Pressing the seeker bar jumps there; dragging along it scrubs through the song (or moves a loop handle). */
export function scrubbing(tool: ToolContext, start: PointerInput): ToolState {
  const editor = tool.editor;
  const startPosition = editor.position;
  // Near a loop handle the press moves that end of the loop instead (rehearsal).
  const seek =
    editor.playback.grab(start.x) ??
    ((x: number) => editor.setPosition(seekerBeatAtX(editor.viewport(), editor.positionRange(), x)));
  seek(start.x);
  return {
    id: 'scrubbing',
    cursor: () => 'ew-resize',
    move(input) {
      seek(input.x);
    },
    up() {
      tool.transition('idle', null);
    },
    cancel() {
      editor.setPosition(startPosition);
      tool.transition('idle', null);
    },
  };
}
