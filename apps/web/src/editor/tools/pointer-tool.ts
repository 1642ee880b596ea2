import type { EditorController } from '../controller/controller.ts';
import { COMPOSER_GESTURES } from './composer-gestures.ts';
import { draggingTime } from './states/dragging-time.ts';
import { idle } from './states/idle.ts';
import { pointing } from './states/pointing.ts';
import { scrubbing } from './states/scrubbing.ts';
import type {
  Cursor,
  PointerInput,
  StateEntries,
  StateTable,
  ToolContext,
  ToolState,
  ToolStateId,
} from './tool.ts';

/** Every gesture state by id: the player's, both modes' first press, and the composer's own. */
const STATES: StateTable = {
  idle,
  pointing,
  scrubbing,
  'dragging-time': draggingTime,
  ...COMPOSER_GESTURES,
};

/**
 * Feeds pointer events to the current gesture state. The first finger (or the mouse) leads;
 * further fingers only turn a would-be tap into a drag, so one or two fingers scroll alike.
 */
export class PointerTool implements ToolContext {
  #state: ToolState;
  #leader: number | null = null;

  constructor(readonly editor: EditorController) {
    this.#state = STATES.idle(this, null);
  }

  /** The state the gesture is in. */
  get state(): ToolState {
    return this.#state;
  }

  transition<K extends ToolStateId>(id: K, entry: StateEntries[K]): void {
    this.#state = STATES[id](this, entry);
  }

  down(pointerId: number, input: PointerInput): void {
    if (this.#leader !== null) {
      if (pointerId !== this.#leader) this.#state.extraPointer?.();
      return;
    }
    this.#leader = pointerId;
    this.#state.down?.(input);
  }

  move(pointerId: number, input: PointerInput): void {
    if (pointerId !== this.#leader) return;
    this.#state.move?.(input);
  }

  up(pointerId: number, input: PointerInput): void {
    if (pointerId !== this.#leader) return;
    this.#leader = null;
    this.#state.up?.(input);
  }

  cancel(): void {
    this.#leader = null;
    if (this.#state.cancel) this.#state.cancel();
    else this.transition('idle', null);
  }

  /** The mouse cursor over (x, y): the current state's. */
  cursor(x: number, y: number): Cursor {
    return this.#state.cursor(x, y);
  }

  get active(): boolean {
    return this.#leader !== null;
  }
}
