import { noteAt } from '../controller/commands.ts';
import type { EditorController } from '../controller/controller.ts';
import { inSeeker, pressesButton, staveEditButton } from '../layout.ts';
import { pencilAt } from './click.ts';
import type { ToolState } from './tool.ts';

/** The mouse cursor tells what a press would do: press a button, take a note, scrub, or move time. */
export function cursorFor(editor: EditorController, state: ToolState, x: number, y: number): string {
  if (state.name === 'dragging-time' || state.name === 'dragging-notes') return 'grabbing';
  if (state.name === 'box-selecting') return 'crosshair';
  if (state.name === 'scrubbing' || inSeeker(editor.viewport(), x, y)) return 'ew-resize';
  if (!editor.composer) return 'grab';
  if (pressesButton(staveEditButton(), x, y) || pencilAt(editor, x, y) !== null) return 'pointer';
  return noteAt(editor, x, y) ? 'pointer' : 'default';
}
