import { loadOnce } from '../../load-once.ts';
import type { EditorController } from '../controller/controller.ts';
import type { COMPOSER_GESTURES } from './composer-gestures.ts';
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

type ComposerGestures = typeof COMPOSER_GESTURES;

/** The gestures of the player and of both modes' first press, on the start-up path. */
const FIRST_STATES: Omit<StateTable, keyof ComposerGestures> = {
  idle,
  pointing,
  scrubbing,
  'dragging-time': draggingTime,
};

/**
 * The composer's own gestures (moving notes, box selection, dragging a length) arrive at the
 * first sign of interaction. Until they have, a press that would start one stays a press: the
 * next move tries again.
 */
const composerGestures = loadOnce(
  (): Promise<ComposerGestures> => import('./composer-gestures.ts').then((code) => code.COMPOSER_GESTURES),
);

export const loadComposerGestures = (): Promise<unknown> => composerGestures();

/** Every gesture state by id that is here now: the states switch among themselves through it only. */
function stateOf<K extends ToolStateId>(id: K): StateTable[K] | undefined {
  const table = { ...FIRST_STATES, ...composerGestures.loaded() } as Partial<StateTable>;
  return table[id];
}

/**
 * Feeds pointer events to the current gesture state. The first finger (or the mouse) leads;
 * further fingers only turn a would-be tap into a drag, so one or two fingers scroll alike.
 */
export class PointerTool implements ToolContext {
  #state: ToolState;
  #leader: number | null = null;

  constructor(readonly editor: EditorController) {
    this.#state = FIRST_STATES.idle(this, null);
  }

  /** The state the gesture is in. */
  get state(): ToolState {
    return this.#state;
  }

  transition<K extends ToolStateId>(id: K, entry: StateEntries[K]): void {
    const enter = stateOf(id);
    if (!enter) {
      void loadComposerGestures().catch(() => {});
      return;
    }
    this.#state = enter(this, entry);
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
