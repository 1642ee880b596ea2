/**
 * The picture as a plain function of (song, view, selection, time): no React, no store, no
 * writes. `drawFrame` paints it whole on one canvas (tests, benchmarks); the mounted editor shows
 * the same parts on separate layers (`../stage/`), so time can scroll the moving part without
 * drawing it again. Each part draws in the order `drawFrame` lists.
 */
import { HIT_POINT_INDENT } from '@ringalong/song';
import { staveEditButton } from '../layout.ts';
import { drawBarlines, drawPencils } from './barlines.ts';
import { drawCursor } from './cursor.ts';
import { type Ctx2D, type Frame, type Span, wholeView } from './frame.ts';
import { late } from './late.ts';
import { drawButton, drawHitPoint, drawSeeker, drawSelectionBox } from './overlay.ts';
import { drawScoreMarks } from './score-marks.ts';
import { drawLabels, drawNotes, drawRowGuides } from './staves.ts';
import { THEME } from './theme.ts';

export type { Ctx2D, Frame, Span } from './frame.ts';
export { drawPencils, drawSeeker, drawSelectionBox };

/** `ctx` is already scaled so that one unit is one CSS pixel. */
export function drawFrame(ctx: Ctx2D, frame: Frame): void {
  const view = wholeView(frame);
  drawGround(ctx, frame, view);
  drawIndent(ctx, frame);
  if (frame.viewport.mode === 'composer') {
    drawPencils(ctx, frame, view);
    drawEditButton(ctx);
  }
  drawSeeker(ctx, frame);
  drawSelectionBox(ctx, frame);
}

/** What moves with time: background, row guides, barlines and the notes inside `span`. */
export function drawGround(ctx: Ctx2D, frame: Frame, span: Span): void {
  ctx.fillStyle = THEME.background;
  ctx.fillRect(span.x0, 0, span.x1 - span.x0, frame.viewport.height);
  drawRowGuides(ctx, frame, span);
  drawBarlines(ctx, frame, span);
  drawNotes(ctx, frame, span);
  drawScoreMarks(ctx, frame, span);
  drawCursor(ctx, frame, span);
  late.ground?.(ctx, frame, span);
  if (frame.choir) late.choirGround?.(ctx, frame, span);
}

/**
 * The hit point's indent, which holds the past and the labels: a veil keeps the names readable,
 * then the names on their plates and the hit point line.
 */
export function drawIndent(ctx: Ctx2D, frame: Frame): void {
  const vp = frame.viewport;
  const composer = vp.mode === 'composer';
  const indentX = composer ? 0 : vp.width - HIT_POINT_INDENT;
  ctx.fillStyle = THEME.indentPanel;
  ctx.fillRect(indentX, 0, HIT_POINT_INDENT, vp.height - 80);
  drawLabels(ctx, frame, composer ? 24 : vp.width - HIT_POINT_INDENT + 24);
  if (frame.choir) late.choirIndent?.(ctx, frame);
  drawHitPoint(ctx, frame);
}

/** Composer: the plus/minus button that opens the Bell Menu. */
export function drawEditButton(ctx: Ctx2D): void {
  drawButton(ctx, staveEditButton(), '+/−');
}
