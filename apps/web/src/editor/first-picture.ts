/**
 * The picture before any interaction: drawn whole on the editor's own canvas, so the layers
 * (`stage/`, a chunk of their own) are not among the bytes a first visit loads. The first press,
 * key or Play brings the layers in, and they take over; both show the same pixels.
 */
import { drawFrame } from './render/draw.ts';
import type { Frame } from './render/frame.ts';

/** What the frame loop shows frames on: this, then the stage. */
export interface Picture {
  readonly shown: Frame | null;
  /** Whether the compositor slides the picture on by itself (the stage while playing). */
  readonly sliding: boolean;
  place(left: number, top: number, width: number, height: number, ratio: number): void;
  show(frame: Frame, motion?: { readonly rate: number; readonly now: number }): void;
  remove(): void;
}

export class FirstPicture implements Picture {
  shown: Frame | null = null;
  readonly sliding = false;
  private readonly ctx: CanvasRenderingContext2D | null;
  private ratio = 1;

  constructor(private readonly canvas: HTMLCanvasElement) {
    this.ctx = canvas.getContext('2d', { alpha: false });
  }

  place(_left: number, _top: number, width: number, height: number, ratio: number): void {
    const [w, h] = [Math.max(1, Math.round(width * ratio)), Math.max(1, Math.round(height * ratio))];
    if (this.canvas.width !== w) this.canvas.width = w;
    if (this.canvas.height !== h) this.canvas.height = h;
    this.ratio = ratio;
    this.shown = null;
  }

  show(frame: Frame): void {
    if (!this.ctx) return;
    this.ctx.setTransform(this.ratio, 0, 0, this.ratio, 0, 0);
    drawFrame(this.ctx, frame);
    this.shown = frame;
  }

  remove(): void {}

  /**
   * The layers took over: the canvas keeps one pixel, or the compositor would copy its whole
   * store again at every commit (it lies under the layers' opaque ground, unseen).
   */
  handOver(): void {
    this.canvas.width = 1;
    this.canvas.height = 1;
  }
}
