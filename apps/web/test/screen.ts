/**
 * The picture as users see it: a screenshot of the page over an element, after the compositor
 * has put the editor's layers together, and the same frame drawn whole by `drawFrame` to compare.
 */
import { page } from 'vitest/browser';
import { drawFrame } from '../src/editor/render/draw.ts';
import type { Frame } from '../src/editor/render/frame.ts';
import type { Rgb } from './pixels.ts';

export async function screenOver(element: HTMLElement): Promise<ImageData> {
  const base64 = await screenshotOf(element);
  const blob = await (await fetch(`data:image/png;base64,${base64}`)).blob();
  const bitmap = await createImageBitmap(blob);
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const ctx = canvas.getContext('2d')!;
  ctx.drawImage(bitmap, 0, 0);
  return ctx.getImageData(0, 0, bitmap.width, bitmap.height);
}

/** The screenshot as PNG in base64: equal strings, equal pictures. */
export function screenshotOf(element: HTMLElement): Promise<string> {
  return page.screenshot({ element, save: false });
}

/** The colour on screen at (x, y) CSS pixels from the element's top left corner. */
export async function pixelOnScreen(element: HTMLElement, x: number, y: number): Promise<Rgb> {
  const screen = await screenOver(element);
  const ratio = screen.width / element.getBoundingClientRect().width;
  const i = (Math.floor(y * ratio) * screen.width + Math.floor(x * ratio)) * 4;
  return [screen.data[i]!, screen.data[i + 1]!, screen.data[i + 2]!];
}

/** `frame` drawn whole on one canvas at `ratio` device pixels per CSS pixel. */
export function drawnWhole(frame: Frame, ratio: number): ImageData {
  const vp = frame.viewport;
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(vp.width * ratio);
  canvas.height = Math.round(vp.height * ratio);
  const ctx = canvas.getContext('2d', { alpha: false })!;
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  drawFrame(ctx, frame);
  return ctx.getImageData(0, 0, canvas.width, canvas.height);
}

export interface Difference {
  /** Pixels whose colour differs by more than the tolerance in some channel. */
  readonly pixels: number;
  /** The largest difference of one channel anywhere (0 to 255). */
  readonly largest: number;
  /** The first such pixel, for the failure message. */
  readonly at: readonly [number, number] | null;
}

export function compare(a: ImageData, b: ImageData, tolerance: number): Difference {
  if (a.width !== b.width || a.height !== b.height)
    throw new Error(`sizes differ: ${a.width}x${a.height} and ${b.width}x${b.height}`);
  let pixels = 0;
  let largest = 0;
  let at: [number, number] | null = null;
  for (let i = 0; i < a.data.length; i += 4) {
    let worst = 0;
    for (let c = 0; c < 3; c++) worst = Math.max(worst, Math.abs(a.data[i + c]! - b.data[i + c]!));
    largest = Math.max(largest, worst);
    if (worst > tolerance) {
      pixels++;
      at ??= [(i / 4) % a.width, Math.floor(i / 4 / a.width)];
    }
  }
  return { pixels, largest, at };
}
