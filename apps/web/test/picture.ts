/** One editor picture drawn on a real canvas, for the renderer's pixel tests. */
import type { ColorMode, RowRef, Selection, Song } from '@ringalong/song';
import { pxPerBeat, type Viewport } from '../src/editor/coords.ts';
import { drawFrame } from '../src/editor/render/draw.ts';
import { pixelAt } from './pixels.ts';

/** The pictures are drawn at devicePixelRatio 2, as on a phone or a HiDPI laptop. */
export const DPR = 2;

export interface PictureOptions {
  readonly editMode?: boolean;
  readonly position?: number;
  readonly selection?: Selection;
  readonly colorMode?: ColorMode;
  /** CSS pixels; 1000 x 600 unless named. */
  readonly width?: number;
  readonly height?: number;
}

/** Draws `song`'s `rows` on a 1000 x 600 canvas (unless sized) at 120 px a second and 100 bpm. */
export function drawPicture(
  song: Song,
  rows: readonly RowRef[],
  {
    editMode = true,
    position = -4,
    selection = new Set(),
    colorMode,
    width = 1000,
    height = 600,
  }: PictureOptions = {},
) {
  const vp: Viewport = {
    width,
    height,
    mode: editMode ? 'composer' : 'player',
    pxPerBeat: pxPerBeat(120, 100),
    position,
    rowCount: rows.length,
  };
  const canvas = document.createElement('canvas');
  canvas.width = width * DPR;
  canvas.height = height * DPR;
  const ctx = canvas.getContext('2d')!;
  ctx.setTransform(DPR, 0, 0, DPR, 0, 0);
  drawFrame(ctx, {
    song,
    viewport: vp,
    rows,
    selection,
    box: null,
    seekRange: { from: -4, to: 16 },
    colorMode,
  });
  /** The colour at a CSS pixel, read from the device pixels. */
  const device = (x: number, y: number) => pixelAt(canvas, x * DPR, y * DPR);
  return { canvas, vp, device };
}
