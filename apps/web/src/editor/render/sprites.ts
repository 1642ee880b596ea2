/**
 * Shapes drawn once per colour, size and sub-pixel position, then copied pixel for pixel. Skia
 * anti-aliases a small path differently when a canvas edge cuts it, so a dot drawn across the
 * edge of a tile would not match the same dot drawn whole; a copy of pixels is cut exactly, and
 * copying is cheaper than filling a path besides.
 */
import type { Ctx2D } from './frame.ts';

/** Positions are kept to a sixteenth of a device pixel. */
const PHASES = 16;
/** Sprites kept at most (a few kilobytes each); past it the cache starts again. */
const LIMIT = 2048;
const sprites = new Map<string, OffscreenCanvas | HTMLCanvasElement>();

export interface Stamper {
  /**
   * Copies the shape named `shape`, centred at (x, y) in the context's units, which `draw` paints
   * around (0, 0) in the same units within `reach` of it.
   */
  stamp(shape: string, x: number, y: number, reach: number, draw: (ctx: Ctx2D) => void): void;
  /** Puts the context's transform back. */
  done(): void;
}

/** A context scaled and moved, never rotated (the renderer's). */
export function stamper(ctx: Ctx2D): Stamper {
  const m = ctx.getTransform();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  return {
    stamp(shape, x, y, reach, draw) {
      const [ix, px] = split(m.a * x + m.e);
      const [iy, py] = split(m.d * y + m.f);
      const pad = Math.ceil(reach * m.a) + 1;
      const key = `${shape}|${m.a}|${px}|${py}`;
      let sprite = sprites.get(key);
      if (!sprite) {
        sprite = paintSprite(2 * pad + 1, (s) => {
          s.setTransform(m.a, 0, 0, m.d, pad + px / PHASES, pad + py / PHASES);
          draw(s);
        });
        if (sprites.size >= LIMIT) sprites.clear();
        sprites.set(key, sprite);
      }
      ctx.drawImage(sprite, ix - pad, iy - pad);
    },
    done() {
      ctx.setTransform(m);
    },
  };
}

/** A device coordinate as a whole pixel and a phase in sixteenths. */
function split(device: number): [number, number] {
  let whole = Math.floor(device);
  let phase = Math.round((device - whole) * PHASES);
  if (phase === PHASES) {
    whole++;
    phase = 0;
  }
  return [whole, phase];
}

function paintSprite(size: number, draw: (ctx: Ctx2D) => void): OffscreenCanvas | HTMLCanvasElement {
  let canvas: OffscreenCanvas | HTMLCanvasElement;
  if (typeof OffscreenCanvas === 'function') canvas = new OffscreenCanvas(size, size);
  else {
    canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
  }
  const ctx = canvas.getContext('2d') as Ctx2D | null;
  if (ctx) draw(ctx);
  return canvas;
}
