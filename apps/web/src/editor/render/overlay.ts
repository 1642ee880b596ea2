import { STAVE_PADDING_BOTTOM, STAVE_PADDING_TOP } from '@ringalong/song';
import { hitPointX, type Viewport } from '../coords.ts';
import { type Rect, seekerTrack, seekerXForBeat } from '../layout.ts';
import type { Ctx2D, Frame } from './frame.ts';
import { late } from './late.ts';
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

/** The seeker bar: its track, the played part up to the thumb, the thumb. */
export function drawSeeker(ctx: Ctx2D, frame: Frame): void {
  const x = seekerThumbX(frame, ctx.getTransform());
  drawSeekerTrack(ctx, frame.viewport);
  late.seeker?.(ctx, frame);
  drawSeekerPlayed(ctx, frame.viewport, x);
  drawSeekerThumb(ctx, frame.viewport, x);
}

/**
 * Where the thumb stands, on a whole pixel of the canvas `m` maps to: the layers move it by whole
 * pixels, and the played part ends under it, so nothing shows the difference.
 */
export function seekerThumbX(frame: Frame, m: { readonly a: number; readonly e: number }): number {
  const x = seekerXForBeat(frame.viewport, frame.seekRange, frame.viewport.position);
  return (Math.round(m.a * x + m.e) - m.e) / m.a;
}

export function drawSeekerTrack(ctx: Ctx2D, vp: Viewport): void {
  const track = seekerTrack(vp);
  ctx.fillStyle = THEME.seekerTrack;
  ctx.fillRect(track.x, track.y, track.width, track.height);
}

export function drawSeekerPlayed(ctx: Ctx2D, vp: Viewport, x: number): void {
  const track = seekerTrack(vp);
  ctx.fillStyle = THEME.seekerPlayed;
  ctx.fillRect(track.x, track.y, x - track.x, track.height);
}

export function drawSeekerThumb(ctx: Ctx2D, vp: Viewport, x: number): void {
  const track = seekerTrack(vp);
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
