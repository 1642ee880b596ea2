import { noteAt, tailAt } from '../controller/commands.ts';
import type { EditorController } from '../controller/controller.ts';
import { inSeeker, pressesButton, staveEditButton } from '../layout.ts';
import { late } from '../render/late.ts';
import { pencilAt } from './click.ts';
import type { Cursor } from './tool.ts';

/**
 * The cursor before a drag: it tells what a press here would do (press a button, take a note,
 * scrub, or move time). The states that wait for a press or a drag show it.
 */
export function pressCursor(editor: EditorController, x: number, y: number): Cursor {
  if (inSeeker(editor.viewport(), x, y)) return 'ew-resize';
  if (late.barAt?.(editor.viewport(), editor.song, x, y) != null) return 'pointer';
  if (!editor.composer) return 'grab';
  if (pressesButton(staveEditButton(), x, y) || pencilAt(editor, x, y) !== null) return 'pointer';
  if (noteAt(editor, x, y)) return 'pointer';
  return tailAt(editor, x, y) ? 'col-resize' : 'default';
}
