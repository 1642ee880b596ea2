/** Pointer gestures as small state machines: each state answers an event with the next state. */
export interface PointerInput {
  /** CSS pixels relative to the canvas's top left corner. */
  readonly x: number;
  readonly y: number;
  readonly shiftKey: boolean;
}

export interface ToolState {
  readonly name: 'idle' | 'pointing' | 'dragging-time' | 'dragging-notes' | 'box-selecting' | 'scrubbing';
  down?(input: PointerInput): ToolState;
  move?(input: PointerInput): ToolState;
  up?(input: PointerInput): ToolState;
  /** Another finger landed: a tap is no longer possible. */
  extraPointer?(): ToolState;
  /** Escape or a cancelled pointer: undo what the gesture did so far. */
  cancel?(): ToolState;
}
