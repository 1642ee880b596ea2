/**
 * Pointer gestures as small state machines, one state a file in `states/`. A state never imports
 * another: it switches by id (`tool.transition('pointing', press)`), and `PointerTool` holds the
 * table from ids to states. Each state tells the mouse cursor it shows.
 */
import type { EditorController } from '../controller/controller.ts';

export interface PointerInput {
  /** CSS pixels relative to the canvas's top left corner. */
  readonly x: number;
  readonly y: number;
  readonly shiftKey: boolean;
}

/** A drag begins at the press; `at` is the move that made it a drag, if one did. */
export interface DragStart {
  readonly start: PointerInput;
  readonly at?: PointerInput;
}

/** Each state's id and what it is entered with. */
export interface StateEntries {
  readonly idle: null;
  /** The press. */
  readonly pointing: PointerInput;
  /** The press on the seeker bar. */
  readonly scrubbing: PointerInput;
  readonly 'dragging-time': DragStart;
  readonly 'dragging-notes': DragStart;
  readonly 'box-selecting': DragStart;
  /** The press on a tail's end mark (composer): the drag sets the note's length. */
  readonly 'dragging-tail': DragStart;
}

export type ToolStateId = keyof StateEntries;

export type Cursor = 'default' | 'pointer' | 'grab' | 'grabbing' | 'ew-resize' | 'col-resize' | 'crosshair';

/** What a state sees of the tool that runs it: the editor, and the switch to another state. */
export interface ToolContext {
  readonly editor: EditorController;
  transition<K extends ToolStateId>(id: K, entry: StateEntries[K]): void;
}

export interface ToolState {
  readonly id: ToolStateId;
  /** The mouse cursor over (x, y) in this state. */
  cursor(x: number, y: number): Cursor;
  down?(input: PointerInput): void;
  move?(input: PointerInput): void;
  up?(input: PointerInput): void;
  /** Another finger landed: a tap is no longer possible. */
  extraPointer?(): void;
  /** Escape or a cancelled pointer: undo what the gesture did so far. */
  cancel?(): void;
}

/** Makes a state as it is entered. */
export type EnterState<K extends ToolStateId> = (tool: ToolContext, entry: StateEntries[K]) => ToolState;

export type StateTable = { readonly [K in ToolStateId]: EnterState<K> };
