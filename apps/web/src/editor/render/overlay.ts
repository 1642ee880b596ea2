import { STAVE_PADDING_BOTTOM, STAVE_PADDING_TOP } from '@ringalong/song';
import { hitPointX } from '../coords.ts';
import { type Rect, seekerTrack, seekerXForBeat } from '../layout.ts';
import type { Ctx2D, Frame } from './frame.ts';
import { stamper } from './sprites.ts';
import { THEME } from './theme.ts';

export const HIT_POINT_WIDTH = 3;
export const THUMB_RADIUS = 9;

export function drawHitPoint(ctx: Ctx2D, frame: Frame): void {
  const vp = frame.viewport;
  ctx.fillStyle = THEME.hitPoint;
  ctx.fillRect(
    hitPointX(vp) - HIT_POINT_WIDTH / 2,
    STAVE_PADDING_TOP - 10,
    HIT_POINT_WIDTH,
    Math.max(0, vp.height - STAVE_PADDING_TOP - STAVE_PADDING_BOTTOM + 20),
  );
}

export function drawSeeker(ctx: Ctx2D, frame: Frame): void {
  const vp = frame.viewport;
  const track = seekerTrack(vp);
  const x = seekerXForBeat(vp, frame.seekRange, vp.position);
  ctx.fillStyle = THEME.seekerTrack;
  ctx.fillRect(track.x, track.y, track.width, track.height);
  ctx.fillStyle = THEME.seekerPlayed;
  ctx.fillRect(track.x, track.y, x - track.x, track.height);
  // A copied disc, like the notes: it looks the same on its own layer as on the whole picture.
  const stamps = stamper(ctx);
  stamps.stamp('thumb', x, track.y + track.height / 2, THUMB_RADIUS, (thumb) => {
    thumb.beginPath();
    thumb.arc(0, 0, THUMB_RADIUS, 0, Math.PI * 2);
    thumb.fillStyle = THEME.seekerThumb;
    thumb.fill();
  });
  stamps.done();
}

export function drawButton(ctx: Ctx2D, rect: Rect, label: string): void {
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

export function drawSelectionBox(ctx: Ctx2D, frame: Frame): void {
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
