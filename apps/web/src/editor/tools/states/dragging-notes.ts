import { moveNotes, noteKey, parseNoteKey } from '@ringalong/song';
import { direction } from '../../coords.ts';
import type { DragStart, PointerInput, ToolContext, ToolState } from '../tool.ts';

/**
 * Dragging a selected note moves the whole selection along time. One gesture: marked at the
 * press, updated freely, one history entry at release, undone entirely by Escape.
 */
export function draggingNotes(tool: ToolContext, { start, at }: DragStart): ToolState {
  const editor = tool.editor;
  const base = editor.song;
  const before = editor.selection;
  const refs = [...before].map(parseNoteKey);
  editor.beginGesture();
  const follow = (input: PointerInput) => {
    const vp = editor.viewport();
    const delta = (direction(vp.mode) * (input.x - start.x)) / vp.pxPerBeat;
    const { song, moved } = moveNotes(base, refs, delta, editor.prefs.snapPeriod);
    editor.updateGesture(song);
    editor.setSelection(new Set(moved.map(noteKey)));
  };
  if (at) follow(at);
  return {
    id: 'dragging-notes',
    cursor: () => 'grabbing',
    move: follow,
    up() {
      editor.commitGesture();
      tool.transition('idle', null);
    },
    cancel() {
      editor.cancelGesture();
      editor.setSelection(before);
      tool.transition('idle', null);
    },
  };
}
