/**
 * The part of the picture that moves with time, cut into tiles a fixed number of backing pixels
 * wide. Tiles are drawn once, for the view at the strip's origin (a frame); as time moves, the
 * strip is shifted by whole backing pixels (a transform the compositor applies) and only tiles
 * coming into view are drawn. So most playing frames draw no notes at all.
 */
import type { Ctx2D, Frame, Span } from '../render/frame.ts';
import type { Slide } from './glide.ts';
import { Layer, type Painter } from './layer.ts';

/** Tile width in backing pixels: 256 CSS pixels at ratio 2. */
export const TILE = 512;

export type StripDraw = (ctx: Ctx2D, frame: Frame, span: Span) => void;

export class Strip {
  readonly element: HTMLDivElement;
  private readonly tiles = new Map<number, Layer>();
  private readonly spare: Layer[] = [];
  private origin: Frame | null = null;
  private ratio = 1;
  private shift = Number.NaN;
  /** Tiles drawn since mounting (tests: time moving draws only what comes into view). */
  drawn = 0;

  constructor(
    parent: HTMLElement,
    private readonly painter: Painter,
    private readonly opaque: boolean,
    /** Height in CSS pixels for a view of this height. */
    private readonly heightFor: (viewHeight: number) => number,
    private readonly draw: StripDraw,
  ) {
    this.element = document.createElement('div');
    this.element.style.cssText = 'position:absolute;left:0;top:0;width:0;height:0;will-change:transform';
    parent.append(this.element);
  }

  /** Drops every tile: from now on the strip shows `origin`, drawn at `ratio`. */
  rebuild(origin: Frame, ratio: number): void {
    for (const [index, tile] of this.tiles) this.release(index, tile);
    this.origin = origin;
    this.ratio = ratio;
    this.shift = Number.NaN;
  }

  /**
   * The picture changed between `x0` and `x1` (CSS pixels at the origin's position, which stays):
   * only the tiles there are drawn again.
   */
  redraw(origin: Frame, x0: number, x1: number): void {
    this.origin = origin;
    for (const [index, tile] of this.tiles) {
      const span = { x0: (index * TILE) / this.ratio, x1: ((index + 1) * TILE) / this.ratio };
      if (span.x1 < x0 || span.x0 > x1) continue;
      tile.paint((ctx) => this.draw(ctx, origin, span));
      this.drawn++;
    }
  }

  /** Shows the origin's picture moved right by `shift` backing pixels, drawing tiles that came into view. */
  show(shift: number): void {
    this.cover(shift, shift);
    if (shift !== this.shift) {
      this.shift = shift;
      this.element.style.transform = `translateX(${shift / this.ratio}px)`;
    }
  }

  /**
   * Has every tile drawn that the view needs at any shift from `a` to `b` (a glide's next
   * moments), and lets go of the others.
   */
  cover(a: number, b: number): void {
    const origin = this.origin;
    if (!origin) return;
    const vp = origin.viewport;
    const width = Math.round(vp.width * this.ratio);
    const first = Math.floor(-Math.max(a, b) / TILE);
    const last = Math.floor((width - 1 - Math.min(a, b)) / TILE);
    // One tile either side stays: a step back in time need not draw it again.
    for (const [index, tile] of this.tiles)
      if (index < first - 1 || index > last + 1) this.release(index, tile);
    const height = Math.round(this.heightFor(vp.height) * this.ratio);
    for (let index = first; index <= last; index++) {
      if (this.tiles.has(index)) continue;
      const tile = this.spare.pop() ?? new Layer(this.element, this.painter, this.opaque);
      tile.moveTo({ x: index * TILE, y: 0, width: TILE, height }, this.ratio);
      const span = { x0: (index * TILE) / this.ratio, x1: ((index + 1) * TILE) / this.ratio };
      tile.paint((ctx) => this.draw(ctx, origin, span));
      this.tiles.set(index, tile);
      this.drawn++;
    }
  }

  /** The strip's slide from one shift to another (backing pixels); its transform is then the glide's. */
  slide(from: number, to: number): Slide {
    this.shift = Number.NaN;
    return { element: this.element, from: from / this.ratio, to: to / this.ratio };
  }

  hide(): void {
    for (const [index, tile] of this.tiles) this.release(index, tile);
    this.origin = null;
  }

  private release(index: number, tile: Layer): void {
    tile.hide();
    this.tiles.delete(index);
    this.spare.push(tile);
  }
}
