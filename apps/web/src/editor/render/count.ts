/**
 * The count-in's big count ('1', '2', '3', '4') beside the hit point, drawn on the stage's own
 * layer while the lead-in plays (not on the start-up path: the stage's code loads with Play). It
 * sits on the notes' side of the hit point, clear of the hit point line and of the bells' names
 * in the indent, so no row label is covered while the count shows; Ring along places it the same
 * way in its own picture.
 */
import { hitPointX, type Viewport } from '../coords.ts';
import type { Rect } from '../layout.ts';
import type { Ctx2D } from './frame.ts';
import { HIT_POINT_WIDTH } from './overlay.ts';

/** Near-white on a dark outline: reads over notes of any colour (the hit point's own white). */
const COUNT_TEXT = '#f4f4f6';
const COUNT_OUTLINE = 'rgba(10, 10, 20, 0.85)';

/** Between the count's box and the hit point line. */
export const COUNT_GAP = 12;
/** The count's box is this many times the height of its figures. */
const BOX = 1.2;

/** The count's height: large enough to read across a room, never taller than half the view. */
export const countSize = (height: number): number => Math.round(Math.min(180, Math.max(48, height * 0.45)));

/**
 * The count's square box in the span `from`..`to` of x (the notes' side of the hit point), its
 * side against `near` (the hit point's end of the span), centred on `middle`; smaller when the
 * span is narrower than the count would be.
 */
export function countBox(
  from: number,
  to: number,
  near: 'from' | 'to',
  middle: number,
  height: number,
): Rect {
  const side = Math.max(0, Math.min(countSize(height) * BOX, to - from));
  const x = near === 'to' ? to - side : from;
  return { x, y: Math.max(0, middle - side / 2), width: side, height: side };
}

/** Where the main view draws the count: left of the hit point in the player, right of it in the composer. */
export function countRect(vp: Viewport): Rect {
  const hit = hitPointX(vp);
  const reach = HIT_POINT_WIDTH / 2 + COUNT_GAP;
  return vp.mode === 'player'
    ? countBox(0, hit - reach, 'to', vp.height / 2, vp.height)
    : countBox(hit + reach, vp.width, 'from', vp.height / 2, vp.height);
}

/** The count `count` filling the square `rect`. */
export function drawCountIn(ctx: Ctx2D, rect: Rect, count: string): void {
  const size = rect.width / BOX;
  ctx.font = `700 ${size.toFixed(1)}px system-ui, sans-serif`;
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

export function drawCount(ctx: Ctx2D, vp: Viewport, count: string): void {
  drawCountIn(ctx, countRect(vp), count);
}
