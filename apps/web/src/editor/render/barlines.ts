import { firstNoteAtOrAfter, STAVE_PADDING_BOTTOM, STAVE_PADDING_TOP } from '@ringalong/song';
import { beatsBetween, beatToX } from '../coords.ts';
import { pencilButton } from '../layout.ts';
import { sceneOf } from '../scene.ts';
import type { Ctx2D, Frame, Span } from './frame.ts';
import { drawButton } from './overlay.ts';
import { stamper } from './sprites.ts';
import { THEME } from './theme.ts';

/**
 * Barlines 6, 3 or 1 px wide by strength, across the staves, each on whole device pixels: a tile
 * drawn earlier and shifted by whole pixels puts them where the view drawn now would.
 */
export function drawBarlines(ctx: Ctx2D, frame: Frame, span: Span): void {
  const vp = frame.viewport;
  const lines = sceneOf(frame.song).barlines;
  const { from, to } = beatsBetween(vp, span.x0 - 6, span.x1 + 6);
  const top = STAVE_PADDING_TOP;
  const height = Math.max(0, vp.height - STAVE_PADDING_TOP - STAVE_PADDING_BOTTOM);
  const m = ctx.getTransform();
  ctx.fillStyle = THEME.barline;
  for (let i = firstNoteAtOrAfter(lines, from); i < lines.length; i++) {
    const line = lines[i]!;
    if (line.beat > to) break;
    const x = (Math.round(m.a * beatToX(vp, line.beat) + m.e) - m.e) / m.a;
    ctx.fillRect(x - line.width / 2, top, line.width, height);
  }
}

/** Composer: a pencil above each strong barline opens the Bar Menu for that bar. */
export function drawPencils(ctx: Ctx2D, frame: Frame, span: Span): void {
  const vp = frame.viewport;
  const lines = sceneOf(frame.song).barlines;
  const { from, to } = beatsBetween(vp, span.x0 - 20, span.x1 + 20);
  const stamps = stamper(ctx);
  for (let i = firstNoteAtOrAfter(lines, from); i < lines.length; i++) {
    const line = lines[i]!;
    if (line.beat > to) break;
    if (line.strength !== 1) continue;
    const rect = pencilButton(vp, line.beat);
    const [half, middle] = [rect.width / 2, rect.height / 2];
    stamps.stamp('pencil', rect.x + half, rect.y + middle, Math.max(half, middle), (pencil) =>
      drawButton(pencil, { x: -half, y: -middle, width: rect.width, height: rect.height }, '✎'),
    );
  }
  stamps.done();
}
