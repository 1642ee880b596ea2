import { inSeeker } from '../../layout.ts';
import { late } from '../../render/late.ts';
import { pressCursor } from '../cursor.ts';
import type { ToolContext, ToolState } from '../tool.ts';

/** Nothing pressed: a press on the seeker bar scrubs, anywhere else it may become a click or a drag. */
export function idle(tool: ToolContext): ToolState {
  const editor = tool.editor;
  return {
    id: 'idle',
    cursor: (x, y) => pressCursor(editor, x, y),
    down(input) {
      // A bar's number (or mark): the song goes there, and plays on if it was playing.
      const bar = late.barAt?.(editor.viewport(), editor.song, input.x, input.y);
      if (bar != null) return editor.playback.seek(bar);
      // Pressing on the canvas pauses playback (spec section 4).
      editor.playback.pause();
      if (inSeeker(editor.viewport(), input.x, input.y)) tool.transition('scrubbing', input);
      else tool.transition('pointing', input);
    },
  };
}
