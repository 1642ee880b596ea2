import type { EditorController } from '../controller/controller.ts';
import { inSeeker } from '../layout.ts';
import { pointing } from './pointing.ts';
import { scrubbing } from './scrubbing.ts';
import type { ToolState } from './tool.ts';

export function idle(editor: EditorController): ToolState {
  return {
    name: 'idle',
    down(input) {
      // Pressing on the canvas pauses playback (spec section 4).
      editor.playback.pause();
      if (inSeeker(editor.viewport(), input.x, input.y)) return scrubbing(editor, input);
      return pointing(editor, input);
    },
  };
}
