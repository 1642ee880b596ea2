import { firstNoteAtOrAfter, STAVE_PADDING_BOTTOM, STAVE_PADDING_TOP } from '@ringalong/song';
import { beatToX, visibleBeats } from '../coords.ts';
import { pencilButton } from '../layout.ts';
import { sceneOf } from '../scene.ts';
import type { Frame } from './frame.ts';
import { drawButton } from './overlay.ts';
import { THEME } from './theme.ts';

/** Barlines 6, 3 or 1 px wide by strength, across the staves. */
export function drawBarlines(ctx: CanvasRenderingContext2D, frame: Frame): void {
  const vp = frame.viewport;
  const lines = sceneOf(frame.song).barlines;
  const { from, to } = visibleBeats(vp, 6);
  const top = STAVE_PADDING_TOP;
  const height = Math.max(0, vp.height - STAVE_PADDING_TOP - STAVE_PADDING_BOTTOM);
  ctx.fillStyle = THEME.barline;
  for (let i = firstNoteAtOrAfter(lines, from); i < lines.length; i++) {
    const line = lines[i]!;
    if (line.beat > to) break;
    const x = Math.round(beatToX(vp, line.beat));
    ctx.fillRect(x - line.width / 2, top, line.width, height);
  }
}

/** Composer: a pencil above each strong barline opens the Bar Menu for that bar. */
export function drawPencils(ctx: CanvasRenderingContext2D, frame: Frame): void {
  const vp = frame.viewport;
  const lines = sceneOf(frame.song).barlines;
  const { from, to } = visibleBeats(vp, 20);
  for (let i = firstNoteAtOrAfter(lines, from); i < lines.length; i++) {
    const line = lines[i]!;
    if (line.beat > to) break;
    if (line.strength === 1) drawButton(ctx, pencilButton(vp, line.beat), '✎');
  }
}
