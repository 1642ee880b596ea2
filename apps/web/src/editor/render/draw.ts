/**
 * The picture as a plain function of (song, view, selection, time): no React, no store, no
 * writes. Called from the editor's one animation-frame loop, and by the benchmarks.
 */
import { HIT_POINT_INDENT } from '@ringalong/song';
import { staveEditButton } from '../layout.ts';
import { drawBarlines, drawPencils } from './barlines.ts';
import type { Frame } from './frame.ts';
import { drawButton, drawHitPoint, drawSeeker, drawSelectionBox } from './overlay.ts';
import { drawLabels, drawNotes, drawRowGuides } from './staves.ts';
import { THEME } from './theme.ts';

export type { Frame } from './frame.ts';

/** `ctx` is already scaled so that one unit is one CSS pixel. */
export function drawFrame(ctx: CanvasRenderingContext2D, frame: Frame): void {
  const vp = frame.viewport;
  ctx.fillStyle = THEME.background;
  ctx.fillRect(0, 0, vp.width, vp.height);
  drawRowGuides(ctx, frame);
  drawBarlines(ctx, frame);
  drawNotes(ctx, frame);
  // The hit point's indent holds the past and the labels: a veil keeps the names readable.
  const composer = vp.mode === 'composer';
  const indentX = composer ? 0 : vp.width - HIT_POINT_INDENT;
  ctx.fillStyle = THEME.indentPanel;
  ctx.fillRect(indentX, 0, HIT_POINT_INDENT, vp.height - 80);
  drawLabels(ctx, frame, composer ? 24 : vp.width - HIT_POINT_INDENT + 24);
  drawHitPoint(ctx, frame);
  if (composer) {
    drawPencils(ctx, frame);
    drawButton(ctx, staveEditButton(), '+/−');
  }
  drawSeeker(ctx, frame);
  drawSelectionBox(ctx, frame);
}
