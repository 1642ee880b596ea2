import { findNote, MAX_NOTE_LENGTH, noteKey, parseNoteKey, setNoteLengths } from '@ringalong/song';
import { tailAt } from '../../controller/commands.ts';
import { xToBeat } from '../../coords.ts';
import type { DragStart, PointerInput, ToolContext, ToolState } from '../tool.ts';

/** With snapping off, lengths still keep to a sixty-fourth of a beat. */
const FINEST = 1 / 64;

/**
 * Dragging a tail's end sets the note's length to where the pointer is, snapped by the current
 * snapping; a selected note's drag sets the whole selection to that length. One gesture: one
 * history entry at release, undone entirely by Escape.
 */
export function draggingTail(tool: ToolContext, { start, at }: DragStart): ToolState {
  const editor = tool.editor;
  const grabbed = tailAt(editor, start.x, start.y);
  const base = editor.song;
  const note = grabbed ? findNote(base, grabbed) : undefined;
  if (!grabbed || !note) {
    // The pointing state found the tail; should it be gone, the gesture does nothing.
    const done = () => tool.transition('idle', null);
    return { id: 'dragging-tail', cursor: () => 'default', up: done, cancel: done };
  }
  const refs = editor.selection.has(noteKey(grabbed)) ? [...editor.selection].map(parseNoteKey) : [grabbed];
  // The pointer need not start on the end exactly: it moves the end by as much as it moves.
  const offset = grabbed.beat + note.length - xToBeat(editor.viewport(), start.x);
  editor.beginGesture();
  const follow = (input: PointerInput) => {
    const period = editor.prefs.snapPeriod > 0 ? editor.prefs.snapPeriod : FINEST;
    const wanted = xToBeat(editor.viewport(), input.x) + offset - grabbed.beat;
    const length = Math.min(MAX_NOTE_LENGTH, Math.max(period, Math.round(wanted / period) * period));
    editor.updateGesture(setNoteLengths(base, refs, length));
  };
  if (at) follow(at);
  return {
    id: 'dragging-tail',
    cursor: () => 'col-resize',
    move: follow,
    up() {
      editor.commitGesture();
      tool.transition('idle', null);
    },
    cancel() {
      editor.cancelGesture();
      tool.transition('idle', null);
    },
  };
}
