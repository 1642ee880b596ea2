/**
 * One picture on the page: a canvas element over the editor's canvas, painted whole and then
 * left alone. Without a GPU, Chromium copies every 2D canvas on the page into the compositor at
 * each commit that touches the layer tree (Canvas2DResourceProvider::ProduceCanvasResource), so a
 * picture is drawn off screen (OffscreenCanvas) and handed over as a bitmap
 * (ImageBitmapRenderingContext), which the compositor keeps without copying again. Browsers
 * without those draw on the element's own 2D context instead.
 */
import type { Ctx2D } from '../render/frame.ts';

/** A place in backing-store pixels: whole numbers, so neighbouring layers meet without seams. */
export interface Place {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

const offscreen =
  typeof OffscreenCanvas === 'function' &&
  typeof ImageBitmapRenderingContext === 'function' &&
  'transferToImageBitmap' in OffscreenCanvas.prototype;

/** The off-screen canvas layers are painted on, shared: one for opaque layers, one for the others. */
export class Painter {
  private readonly canvases = new Map<boolean, OffscreenCanvas>();

  context(opaque: boolean, width: number, height: number): { ctx: Ctx2D; canvas: OffscreenCanvas } | null {
    if (!offscreen) return null;
    let canvas = this.canvases.get(opaque);
    if (!canvas) {
      canvas = new OffscreenCanvas(width, height);
      this.canvases.set(opaque, canvas);
    }
    if (canvas.width !== width) canvas.width = width;
    if (canvas.height !== height) canvas.height = height;
    const ctx = canvas.getContext('2d', { alpha: !opaque });
    return ctx ? { ctx, canvas } : null;
  }
}

export class Layer {
  readonly element: HTMLCanvasElement;
  private place: Place = { x: 0, y: 0, width: 0, height: 0 };
  private ratio = 0;
  private bitmaps: ImageBitmapRenderingContext | null | undefined;
  private direct: CanvasRenderingContext2D | null | undefined;

  constructor(
    parent: HTMLElement,
    private readonly painter: Painter,
    /** Paints every pixel of its place (no see-through parts): the compositor need not blend it. */
    private readonly opaque: boolean,
    /**
     * Painted on its own 2D canvas, not handed over as a bitmap: for a small layer painted every
     * frame, where a new off-screen store each time would cost more than the copy at commit.
     */
    direct = false,
  ) {
    this.element = document.createElement('canvas');
    this.element.style.cssText = 'position:absolute;left:0;top:0;display:none';
    parent.append(this.element);
    if (direct) this.bitmaps = null;
  }

  get placed(): Place {
    return this.place;
  }

  /** Where the layer sits, in backing pixels of its parent, `ratio` backing pixels per CSS pixel. */
  moveTo(place: Place, ratio: number): void {
    const p = this.place;
    if (
      p.x === place.x &&
      p.y === place.y &&
      p.width === place.width &&
      p.height === place.height &&
      this.ratio === ratio
    )
      return;
    this.place = place;
    const style = this.element.style;
    if (this.ratio !== ratio) {
      this.ratio = ratio;
      // One backing pixel a device pixel: the compositor then copies pixels instead of filtering
      // them (without a GPU the filtered copy costs it about twice as much every frame).
      style.imageRendering = ratio === (window.devicePixelRatio || 1) ? 'pixelated' : '';
    }
    style.left = `${place.x / ratio}px`;
    style.top = `${place.y / ratio}px`;
    style.width = `${place.width / ratio}px`;
    style.height = `${place.height / ratio}px`;
  }

  /** Paints the layer: `draw` gets a context scaled to CSS pixels of the parent's coordinates. */
  paint(draw: (ctx: Ctx2D) => void): void {
    const { x, y, width, height } = this.place;
    if (width <= 0 || height <= 0) {
      this.hide();
      return;
    }
    const off = this.bitmaps === null ? null : this.painter.context(this.opaque, width, height);
    if (off) {
      this.bitmaps ??= this.element.getContext('bitmaprenderer', { alpha: !this.opaque });
      if (this.bitmaps) {
        prepare(off.ctx, this.ratio, x, y, width, height, this.opaque);
        draw(off.ctx);
        this.bitmaps.transferFromImageBitmap(off.canvas.transferToImageBitmap());
        this.element.style.display = 'block';
        return;
      }
    }
    this.bitmaps = null;
    if (this.element.width !== width) this.element.width = width;
    if (this.element.height !== height) this.element.height = height;
    this.direct ??= this.element.getContext('2d', { alpha: !this.opaque });
    if (!this.direct) return;
    prepare(this.direct, this.ratio, x, y, width, height, this.opaque);
    draw(this.direct);
    this.element.style.display = 'block';
  }

  hide(): void {
    this.element.style.display = 'none';
  }

  remove(): void {
    this.element.remove();
  }
}

function prepare(
  ctx: Ctx2D,
  ratio: number,
  x: number,
  y: number,
  width: number,
  height: number,
  opaque: boolean,
) {
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.globalAlpha = 1;
  if (!opaque) ctx.clearRect(0, 0, width, height);
  ctx.setTransform(ratio, 0, 0, ratio, -x, -y);
}
