/**
 * The composer's grid cursor: a faint band down every row over the step it stands on, and a thick
 * square around its cell, yellow outside and black inside, so it shows on every bell colour and on
 * the dark ground alike (on a projector too), by its shape and brightness rather than its hue.
 */
import { beatToX, rowCenterY, rowHeight } from '../coords.ts';
import type { Ctx2D, Frame, Span } from './frame.ts';

export const CURSOR_COLOURS = {
  outer: '#ffd400',
  inner: '#000000',
  band: 'rgba(255, 212, 0, 0.16)',
} as const;
/** The square's outer line width (CSS px). */
export const CURSOR_LINE = 4;

export function drawCursor(ctx: Ctx2D, frame: Frame, span: Span): void {
  const cursor = frame.cursor;
  if (!cursor) return;
  const vp = frame.viewport;
  const x0 = beatToX(vp, cursor.beat);
  const x1 = beatToX(vp, cursor.beat + cursor.width);
  const radius = rowHeight(vp) / 2;
  const half = radius + CURSOR_LINE + 1;
  if (Math.max(x0, x1) + half < span.x0 || Math.min(x0, x1) - half > span.x1) return;
  const top = rowCenterY(vp, 0) - radius;
  const bottom = rowCenterY(vp, Math.max(0, vp.rowCount - 1)) + radius;
  ctx.fillStyle = CURSOR_COLOURS.band;
  ctx.fillRect(Math.min(x0, x1), top, Math.max(2, Math.abs(x1 - x0)), bottom - top);
  const y = rowCenterY(vp, cursor.row);
  ctx.lineWidth = CURSOR_LINE;
  ctx.strokeStyle = CURSOR_COLOURS.outer;
  ctx.strokeRect(
    x0 - half + CURSOR_LINE / 2,
    y - half + CURSOR_LINE / 2,
    2 * half - CURSOR_LINE,
    2 * half - CURSOR_LINE,
  );
  ctx.lineWidth = 2;
  ctx.strokeStyle = CURSOR_COLOURS.inner;
  const inner = half - CURSOR_LINE - 1;
  ctx.strokeRect(x0 - inner, y - inner, 2 * inner, 2 * inner);
}
