import { STAVE_PADDING_BOTTOM, STAVE_PADDING_TOP } from '@ringalong/song';
import { hitPointX } from '../coords.ts';
import { type Rect, seekerTrack, seekerXForBeat } from '../layout.ts';
import type { Frame } from './frame.ts';
import { THEME } from './theme.ts';

export const HIT_POINT_WIDTH = 3;

export function drawHitPoint(ctx: CanvasRenderingContext2D, frame: Frame): void {
  const vp = frame.viewport;
  ctx.fillStyle = THEME.hitPoint;
  ctx.fillRect(
    hitPointX(vp) - HIT_POINT_WIDTH / 2,
    STAVE_PADDING_TOP - 10,
    HIT_POINT_WIDTH,
    Math.max(0, vp.height - STAVE_PADDING_TOP - STAVE_PADDING_BOTTOM + 20),
  );
}

export function drawSeeker(ctx: CanvasRenderingContext2D, frame: Frame): void {
  const vp = frame.viewport;
  const track = seekerTrack(vp);
  const x = seekerXForBeat(vp, frame.seekRange, vp.position);
  ctx.fillStyle = THEME.seekerTrack;
  ctx.fillRect(track.x, track.y, track.width, track.height);
  ctx.fillStyle = THEME.seekerPlayed;
  ctx.fillRect(track.x, track.y, x - track.x, track.height);
  ctx.beginPath();
  ctx.arc(x, track.y + track.height / 2, 9, 0, Math.PI * 2);
  ctx.fillStyle = THEME.seekerThumb;
  ctx.fill();
}

export function drawButton(ctx: CanvasRenderingContext2D, rect: Rect, label: string): void {
  ctx.fillStyle = THEME.button;
  ctx.beginPath();
  ctx.roundRect(rect.x, rect.y, rect.width, rect.height, 6);
  ctx.fill();
  ctx.fillStyle = THEME.buttonText;
  ctx.font = '16px system-ui, sans-serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(label, rect.x + rect.width / 2, rect.y + rect.height / 2 + 1);
}

export function drawSelectionBox(ctx: CanvasRenderingContext2D, frame: Frame): void {
  const box = frame.box;
  if (!box) return;
  const x = Math.min(box.x0, box.x1);
  const y = Math.min(box.y0, box.y1);
  const width = Math.abs(box.x1 - box.x0);
  const height = Math.abs(box.y1 - box.y0);
  ctx.fillStyle = THEME.boxFill;
  ctx.fillRect(x, y, width, height);
  ctx.strokeStyle = THEME.boxStroke;
  ctx.lineWidth = 1;
  ctx.setLineDash([4, 3]);
  ctx.strokeRect(x + 0.5, y + 0.5, width, height);
  ctx.setLineDash([]);
}
