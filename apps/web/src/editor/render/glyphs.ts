/**
 * How a note looks beyond its colour: the head (a disc for a handbell, a diamond for a handchime,
 * as handchime notation writes it) and the technique's glyph on it. Shape carries every
 * difference, so nothing rests on colour alone.
 */
import { type Instrument, TECHNIQUE_MARKS, type Technique } from '@ringalong/song';
import type { Ctx2D } from './frame.ts';
import { THEME } from './theme.ts';

/** What each technique shows on the dot: the song model's marks (the printed score uses them too). */
export const TECHNIQUE_GLYPHS = TECHNIQUE_MARKS;

/** A handchime row's shade: its colour paler, so bell and chime rows of one pitch differ in shade too. */
export function chimeShade(colour: string): string {
  const hue = /^hsl\((\d+(?:\.\d+)?)/.exec(colour)?.[1];
  return hue === undefined ? colour : `hsl(${hue}, 45%, 80%)`;
}

/** The note head around (0, 0): a disc of `radius`, or a diamond reaching a little further. */
export function drawHead(ctx: Ctx2D, instrument: Instrument, radius: number, colour: string): void {
  ctx.beginPath();
  if (instrument === 'handchime') {
    const r = radius * 1.12;
    ctx.moveTo(0, -r);
    ctx.lineTo(r, 0);
    ctx.lineTo(0, r);
    ctx.lineTo(-r, 0);
    ctx.closePath();
  } else ctx.arc(0, 0, radius, 0, Math.PI * 2);
  ctx.fillStyle = colour;
  ctx.fill();
}

/** The technique's glyph centred on (0, 0) over a head of `radius`, `scale` times its size on the dot. */
export function drawGlyph(ctx: Ctx2D, technique: Technique, radius: number, scale = 1): void {
  const glyph = TECHNIQUE_GLYPHS[technique];
  const size = Math.max(8, radius * (glyph.text.length > 1 ? 0.95 : 1.2)) * scale;
  ctx.fillStyle = THEME.glyph;
  if (glyph.mart) {
    // The martellato triangle, point down; its kind's letter sits in it.
    const w = Math.max(5, radius * 0.8) * scale;
    ctx.beginPath();
    ctx.moveTo(-w, -w * 0.75);
    ctx.lineTo(w, -w * 0.75);
    ctx.lineTo(0, w * 0.95);
    ctx.closePath();
    ctx.fill();
    if (!glyph.text) return;
    ctx.fillStyle = THEME.glyphOnMark;
    ctx.font = `bold ${(w * 0.95).toFixed(1)}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(glyph.text, 0, -w * 0.2);
    return;
  }
  ctx.font = `bold ${size.toFixed(1)}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(glyph.text, 0, size * 0.05);
}

/** Let vibrate: an open tie past the tail's end, curving away from the row (dir: +1 right, -1 left). */
export function drawLetVibrate(ctx: Ctx2D, radius: number, colour: string, dir: 1 | -1): void {
  const w = Math.max(6, radius * 1.1);
  ctx.beginPath();
  ctx.moveTo(0, 0);
  ctx.quadraticCurveTo((dir * w) / 2, w * 0.55, dir * w, 0);
  ctx.strokeStyle = colour;
  ctx.lineWidth = Math.max(1.5, radius * 0.16);
  ctx.lineCap = 'round';
  ctx.stroke();
}
