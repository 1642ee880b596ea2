/**
 * The count-in's big count ('1', '2', '3', '4') over the hit point, drawn on the stage's own
 * layer while the lead-in plays (not on the start-up path: the stage's code loads with Play).
 */
import { hitPointX, type Viewport } from '../coords.ts';
import type { Rect } from '../layout.ts';
import type { Ctx2D } from './frame.ts';

/** Near-white on a dark outline: reads over notes of any colour (the hit point's own white). */
const COUNT_TEXT = '#f4f4f6';
const COUNT_OUTLINE = 'rgba(10, 10, 20, 0.85)';

/** The count's height: large enough to read across a room, never taller than half the view. */
export const countSize = (vp: Viewport): number => Math.round(Math.min(180, Math.max(48, vp.height * 0.45)));

/** Where the count is drawn: a square around the hit point, at the middle of the view. */
export function countRect(vp: Viewport): Rect {
  const size = countSize(vp) * 1.2;
  const x = Math.max(0, Math.min(vp.width - size, hitPointX(vp) - size / 2));
  return { x, y: Math.max(0, vp.height / 2 - size / 2), width: size, height: size };
}

export function drawCount(ctx: Ctx2D, vp: Viewport, count: string): void {
  const rect = countRect(vp);
  const size = countSize(vp);
  ctx.font = `700 ${size}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.lineJoin = 'round';
  ctx.lineWidth = Math.max(4, size / 16);
  ctx.strokeStyle = COUNT_OUTLINE;
  const [x, y] = [rect.x + rect.width / 2, rect.y + rect.height / 2 + size * 0.04];
  ctx.strokeText(count, x, y);
  ctx.fillStyle = COUNT_TEXT;
  ctx.fillText(count, x, y);
}
