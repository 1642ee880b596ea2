import type { EditorController } from '../controller/controller.ts';
import { idle } from './idle.ts';
import type { PointerInput, ToolState } from './tool.ts';

/**
 * Feeds pointer events to the current gesture state. The first finger (or the mouse) leads;
 * further fingers only turn a would-be tap into a drag, so one or two fingers scroll alike.
 */
export class PointerTool {
  state: ToolState;
  private leader: number | null = null;

  constructor(private readonly editor: EditorController) {
    this.state = idle(editor);
  }

  down(pointerId: number, input: PointerInput): void {
    if (this.leader !== null) {
      if (pointerId !== this.leader) this.state = this.state.extraPointer?.() ?? this.state;
      return;
    }
    this.leader = pointerId;
    this.state = this.state.down?.(input) ?? this.state;
  }

  move(pointerId: number, input: PointerInput): void {
    if (pointerId !== this.leader) return;
    this.state = this.state.move?.(input) ?? this.state;
  }

  up(pointerId: number, input: PointerInput): void {
    if (pointerId !== this.leader) return;
    this.leader = null;
    this.state = this.state.up?.(input) ?? this.state;
  }

  cancel(): void {
    this.leader = null;
    this.state = this.state.cancel?.() ?? idle(this.editor);
  }

  get active(): boolean {
    return this.leader !== null;
  }
}
