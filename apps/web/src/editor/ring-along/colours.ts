/**
 * Each row's colour for Ring along: the colour the chosen scheme gives the row's heads (a chime
 * row's paler shade in Classic), read back as the canvas paints it, lifted where needed to 7:1 on
 * the black ground.
 */
import { bellColours, type ColorMode, type RowRef, rowKey, type Song } from '@ringalong/song';
import { sceneOf } from '../scene.ts';
import { liftToContrast, type Rgb, toCss } from './contrast.ts';
import { RING_THEME } from './theme.ts';

const painted = new Map<string, string>();
let swatch: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null | undefined;

function paint(css: string): Rgb {
  if (swatch === undefined) {
    swatch =
      typeof OffscreenCanvas === 'function'
        ? new OffscreenCanvas(1, 1).getContext('2d', { willReadFrequently: true })
        : document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  }
  if (!swatch) return [255, 255, 255];
  swatch.clearRect(0, 0, 1, 1);
  swatch.fillStyle = '#000';
  swatch.fillStyle = css;
  swatch.fillRect(0, 0, 1, 1);
  const [r, g, b] = swatch.getImageData(0, 0, 1, 1).data;
  return [r!, g!, b!];
}

/** A CSS colour as the row's colour on the black ground, at least 7:1. */
export function readableColour(css: string): string {
  let colour = painted.get(css);
  if (colour === undefined) {
    colour = toCss(liftToContrast(paint(css), RING_THEME.backgroundRgb, RING_THEME.contrast));
    painted.set(css, colour);
  }
  return colour;
}

export function rowColours(song: Song, rows: readonly RowRef[], mode: ColorMode = 'random'): string[] {
  const { indices } = sceneOf(song);
  return rows.map((row, i) => readableColour(bellColours(mode, indices.get(rowKey(row)) ?? i, row).head));
}
