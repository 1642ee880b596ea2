/**
 * The editor's keyboard shortcuts (spec section 2). Returns true when the key was the editor's,
 * so the caller prevents the browser's own action.
 */
import { TECHNIQUE_KEYS } from '../note-tools.ts';
import { copySelected, paste } from './clipboard.ts';
import { deleteSelected, selectAll, setSelectedTechnique } from './commands.ts';
import type { EditorController } from './controller.ts';

export interface KeyInput {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
  /** The key is held down and repeating. */
  readonly repeat?: boolean;
  /** Focus is on the page body (or the canvas): Backspace/Delete are ours only then. */
  readonly bodyFocused: boolean;
  /**
   * Space plays and pauses: focus is on the page, the canvas or a header control, not in a text
   * field, a dialog or a menu (whose controls keep Space for themselves).
   */
  readonly spaceFree: boolean;
  /** Focus is in a text field: its own copy, paste and undo win. */
  readonly typing: boolean;
}

export function handleKey(editor: EditorController, input: KeyInput): boolean {
  if (input.ctrlKey || input.metaKey) return handleShortcut(editor, input);
  if (input.key === ' ') {
    if (!input.spaceFree) return false;
    // Holding Space must not flicker between play and pause.
    if (!input.repeat) editor.playback.toggle();
    return true;
  }
  if ((input.key === 'f' || input.key === 'F') && input.spaceFree && editor.host.onRingAlong) {
    editor.host.onRingAlong();
    return true;
  }
  if (!input.bodyFocused) return false;
  if (input.key === 'Backspace' || input.key === 'Delete') {
    deleteSelected(editor);
    return true;
  }
  // Rehearsal: O switches the loop on and off (bars 1-4 until some are chosen), R restarts it.
  const key = input.key.toLowerCase();
  if (key === 'o' || key === 'r') {
    const playback = editor.playback;
    const loop = playback.loop ?? { on: false, from: 1, to: 4, speedUp: 0 };
    if (!input.repeat) key === 'o' ? playback.setLoop({ ...loop, on: !loop.on }) : playback.restart();
    return true;
  }
  if (input.key === 'Escape' && editor.selection.size > 0) {
    editor.setSelection(new Set());
    return true;
  }
  if (editor.composer && editor.selection.size > 0 && !input.shiftKey) {
    const entry = TECHNIQUE_KEYS.find((e) => e.key === input.key.toLowerCase());
    if (entry) {
      if (!input.repeat) setSelectedTechnique(editor, entry.technique);
      return true;
    }
  }
  return false;
}

function handleShortcut(editor: EditorController, input: KeyInput): boolean {
  const key = input.key.toLowerCase();
  if (key === 's') {
    if (!editor.composer) return false;
    editor.host.onSaveRequested();
    return true;
  }
  if (input.typing) return false;
  switch (key) {
    case 'c':
      copySelected(editor);
      return true;
    case 'v':
      paste(editor);
      return true;
    case 'z':
      if (input.shiftKey) editor.redo();
      else editor.undo();
      return true;
    case 'y':
      editor.redo();
      return true;
    case 'a':
      if (!editor.composer) return false;
      selectAll(editor);
      return true;
    default:
      return false;
  }
}
