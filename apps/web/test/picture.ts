/** One editor picture drawn on a real canvas, for the renderer's pixel tests. */
import type { RowRef, Selection, Song } from '@ringalong/song';
import { pxPerBeat, type Viewport } from '../src/editor/coords.ts';
import { drawFrame } from '../src/editor/render/draw.ts';
import { pixelAt } from './pixels.ts';

/** The pictures are drawn at devicePixelRatio 2, as on a phone or a HiDPI laptop. */
export const DPR = 2;

export interface PictureOptions {
  readonly editMode?: boolean;
  readonly position?: number;
  readonly selection?: Selection;
}

/** Draws `song`'s `rows` on a 1000 x 600 canvas at 120 px a second and 100 bpm. */
export function drawPicture(
  song: Song,
  rows: readonly RowRef[],
  { editMode = true, position = -4, selection = new Set() }: PictureOptions = {},
) {
  const vp: Viewport = {
    width: 1000,
    height: 600,
    mode: editMode ? 'composer' : 'player',
    pxPerBeat: pxPerBeat(120, 100),
    position,
    rowCount: rows.length,
  };
  const canvas = document.createElement('canvas');
  canvas.width = 1000 * DPR;
  canvas.height = 600 * DPR;
  const ctx = canvas.getContext('2d')!;
  ctx.setTransform(DPR, 0, 0, DPR, 0, 0);
  drawFrame(ctx, { song, viewport: vp, rows, selection, box: null, seekRange: { from: -4, to: 16 } });
  /** The colour at a CSS pixel, read from the device pixels. */
  const device = (x: number, y: number) => pixelAt(canvas, x * DPR, y * DPR);
  return { canvas, vp, device };
}
