/**
 * The seeker bar on the page: the track painted once, the played part a plain coloured box and
 * the thumb a small painted layer, both moved by transforms in whole pixels, so time moving
 * paints nothing here.
 */
import { seekerTrack } from '../layout.ts';
import type { Frame } from '../render/frame.ts';
import { late } from '../render/late.ts';
import { drawSeekerThumb, drawSeekerTrack, THUMB_RADIUS } from '../render/overlay.ts';
import { THEME } from '../render/theme.ts';
import type { Slide } from './glide.ts';
import { Layer, type Painter } from './layer.ts';
import { seekerRect } from './regions.ts';

export class Seeker {
  private readonly track: Layer;
  private readonly clip: HTMLDivElement;
  private readonly bar: HTMLDivElement;
  private readonly thumb: Layer;
  private trackX = 0;
  private trackWidth = 0;
  /** The thumb's x (CSS pixels) the transforms show, NaN when they must be written again. */
  private x = Number.NaN;

  constructor(parent: HTMLElement, painter: Painter) {
    this.track = new Layer(parent, painter, false);
    this.clip = document.createElement('div');
    this.clip.style.cssText = 'position:absolute;overflow:hidden';
    this.bar = document.createElement('div');
    this.bar.style.cssText = `position:absolute;left:0;top:0;height:100%;will-change:transform;background:${THEME.seekerPlayed}`;
    this.clip.append(this.bar);
    parent.append(this.clip);
    this.thumb = new Layer(parent, painter, false);
    this.thumb.element.style.willChange = 'transform';
  }

  /** Paints the track (with the marks' ticks) and the thumb for this frame's view. */
  place(
    frame: Frame,
    ratio: number,
    toBacking: (rect: { x: number; y: number; width: number; height: number }) => {
      x: number;
      y: number;
      width: number;
      height: number;
    },
  ): void {
    const vp = frame.viewport;
    const track = seekerTrack(vp);
    this.trackX = track.x;
    this.trackWidth = track.width;
    this.track.moveTo(toBacking(seekerRect(vp)), ratio);
    this.track.paint((ctx) => {
      drawSeekerTrack(ctx, vp);
      late.seeker?.(ctx, frame);
    });
    Object.assign(this.clip.style, {
      left: `${track.x}px`,
      top: `${track.y}px`,
      width: `${track.width}px`,
      height: `${track.height}px`,
    });
    this.bar.style.width = `${track.width}px`;
    // The thumb drawn around x = 0, on a whole backing pixel; transforms carry it along.
    const reach = Math.ceil((THUMB_RADIUS + 1) * ratio) + 1;
    const middle = Math.round((track.y + track.height / 2) * ratio);
    this.thumb.moveTo({ x: -reach, y: middle - reach, width: 2 * reach + 1, height: 2 * reach + 1 }, ratio);
    this.thumb.paint((ctx) => drawSeekerThumb(ctx, vp, 0));
    this.x = Number.NaN;
  }

  /** Shows the thumb at `x` (CSS pixels, on a whole pixel), the played part up to it. */
  moveTo(x: number): void {
    if (x === this.x) return;
    this.x = x;
    this.bar.style.transform = `translateX(${this.barX(x)}px)`;
    this.thumb.element.style.transform = `translateX(${x}px)`;
  }

  /** The slides that carry the thumb from `x0` to `x1`. */
  slides(x0: number, x1: number): Slide[] {
    this.x = Number.NaN;
    return [
      { element: this.bar, from: this.barX(x0), to: this.barX(x1) },
      { element: this.thumb.element, from: x0, to: x1 },
    ];
  }

  private barX(x: number): number {
    return x - this.trackX - this.trackWidth;
  }
}
