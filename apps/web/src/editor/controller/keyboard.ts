/**
 * The editor's keyboard shortcuts (spec section 2, and the transport's keys): a key is found in
 * the one table of keys (keys.ts), which names the registry's action it presses
 * (actions/registry.ts); this file decides only whether the key is the editor's from where the
 * focus is. Returns true when the key was taken, so the caller prevents the browser's own action.
 */
import { performRequest, requestEnabled } from '../actions/registry.ts';
import type { ActionContext, AppIntents } from '../actions/types.ts';
import { entryFor, type KeyAction, requestOf } from '../keys.ts';
import type { EditorHost } from '../types.ts';
import type { EditorController } from './controller.ts';
import { editorIntents } from './intents.ts';

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

/** Held down, these act once (no flicker between play and pause, one technique, one loop toggle). */
const ONCE: ReadonlySet<KeyAction> = new Set([
  'playPause',
  'technique',
  'loop',
  'restartLoop',
  'goToBar',
  'help',
  'toggleNote',
  'textView',
  'noteInput',
  'menuAtCursor',
]);

/** Keys that, like Space, act from the page or a header control, not a text field, a dialog or a menu. */
const FROM_HEADER: ReadonlySet<KeyAction> = new Set(['playPause', 'ringAlong']);

/** What the canvas's host offers the actions the keys press. */
function hostIntents(host: EditorHost): Partial<AppIntents> {
  const intents: Partial<AppIntents> = { save: () => host.onSaveRequested() };
  if (host.onRingAlong) intents.ringAlong = () => host.onRingAlong?.();
  if (host.onOpenPanel) intents.openPanel = (name) => host.onOpenPanel?.(name);
  if (host.onToggleTextView) intents.toggleTextView = () => host.onToggleTextView?.();
  return intents;
}

/** Whether the focus leaves this key to the editor. */
function keyIsOurs(action: KeyAction, ctrl: boolean, input: KeyInput): boolean {
  if (FROM_HEADER.has(action)) return input.spaceFree;
  if (action === 'save') return true;
  if (ctrl) return !input.typing;
  return input.bodyFocused;
}

export function handleKey(editor: EditorController, input: KeyInput): boolean {
  const ctrl = input.ctrlKey || input.metaKey;
  const entry = entryFor(input.key, ctrl, input.shiftKey, editor.composer, editor.noteInput);
  if (!entry || !keyIsOurs(entry.action, ctrl, input)) return false;
  const ctx: ActionContext = { editor: editorIntents(editor), app: hostIntents(editor.host) };
  const request = requestOf(entry);
  // An action that cannot be done now (no selection to clear) leaves the key to the page.
  if (!requestEnabled(ctx, request)) return false;
  if (!input.repeat || !ONCE.has(entry.action)) performRequest(ctx, request);
  return true;
}
