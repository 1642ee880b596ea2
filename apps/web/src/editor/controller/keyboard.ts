/**
 * The editor's keyboard shortcuts (spec section 2, and the transport's keys), found in the one
 * table of keys (keys.ts) that the help sheet lists. Returns true when the key was the editor's,
 * so the caller prevents the browser's own action. Loaded on the first sign of interaction
 * (keyboard-code.ts keeps Space working before it arrives).
 */
import { nextBarStart, previousBarStart } from '@ringalong/song';
import { entryFor } from '../keys.ts';
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
  const ctrl = input.ctrlKey || input.metaKey;
  const entry = entryFor(input.key, ctrl, input.shiftKey, editor.composer);
  if (!entry) return false;
  const action = entry.action;
  if (action === 'playPause') {
    if (!input.spaceFree) return false;
    // Holding Space must not flicker between play and pause.
    if (!input.repeat) editor.playback.toggle();
    return true;
  }
  if (action === 'ringAlong') {
    // Like Space: from the page or a header control, not from a text field, a dialog or a menu.
    if (!input.spaceFree || !editor.host.onRingAlong) return false;
    editor.host.onRingAlong();
    return true;
  }
  if (action === 'save') {
    editor.host.onSaveRequested();
    return true;
  }
  if (ctrl) {
    if (input.typing) return false;
    if (action === 'copy') copySelected(editor);
    else if (action === 'paste') paste(editor);
    else if (action === 'undo') editor.undo();
    else if (action === 'redo') editor.redo();
    else if (action === 'selectAll') selectAll(editor);
    return true;
  }
  if (!input.bodyFocused) return false;
  switch (action) {
    case 'delete':
      deleteSelected(editor);
      return true;
    case 'deselect':
      if (editor.selection.size === 0) return false;
      editor.setSelection(new Set());
      return true;
    case 'technique':
      // Without a selection the letters are left to the page.
      if (editor.selection.size === 0) return false;
      if (!input.repeat) setSelectedTechnique(editor, entry.technique);
      return true;
    case 'length':
      editor.setLengthChoice(entry.length ?? 'snap');
      return true;
    case 'barBack':
      editor.playback.seek(previousBarStart(editor.song, editor.position));
      return true;
    case 'barForward':
      editor.playback.seek(nextBarStart(editor.song, editor.position));
      return true;
    case 'toStart':
      editor.playback.seek(editor.positionRange().from);
      return true;
    case 'loop': {
      // O switches the loop on and off (bars 1-4 until some are chosen); R restarts it.
      const loop = editor.playback.loop ?? { on: false, from: 1, to: 4, speedUp: 0 };
      if (!input.repeat) editor.playback.setLoop({ ...loop, on: !loop.on });
      return true;
    }
    case 'restartLoop':
      if (!input.repeat) editor.playback.restart();
      return true;
    case 'goToBar':
    case 'help':
      if (!input.repeat) editor.host.onOpenPanel?.(action === 'help' ? 'keyHelp' : 'goToBar');
      return true;
    default:
      return false;
  }
}
