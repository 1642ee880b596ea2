/**
 * How a note looks beyond its colour: the head's shape (a handbell's disc for a natural, a rounded
 * square for a sharp, a handchime's diamond, as handchime notation writes it), the letter on it,
 * and the technique's glyph. Shape and letters carry every difference, so nothing rests on colour
 * alone.
 */
import { isAccidental, type RowRef, TECHNIQUE_MARKS, type Technique } from '@ringalong/song';
import type { Ctx2D } from './frame.ts';

/** What each technique shows on the dot: the song model's marks (the printed score uses them too). */
export const TECHNIQUE_GLYPHS = TECHNIQUE_MARKS;

export type HeadShape = 'disc' | 'square' | 'diamond';

export function headShape(row: RowRef): HeadShape {
  if (row.instrument === 'handchime') return 'diamond';
  return isAccidental(row.pitchId) ? 'square' : 'disc';
}

/**
 * Heads from this radius (CSS px; 14 px across) up carry their letter: 14 rows at 1280 x 720,
 * 24 at 1920 x 1080.
 */
export const LETTER_MIN_RADIUS = 7;

/**
 * The head's outline around (0, 0), or its selection ring's (`ring`): a disc of `radius`, a square
 * a little smaller (as heavy as the disc), a diamond reaching a little further.
 */
export function headPath(ctx: Ctx2D, shape: HeadShape, radius: number, ring = false): void {
  const grow = ring ? 2 : 0;
  ctx.beginPath();
  if (shape === 'diamond') {
    const r = radius * 1.12 + (ring ? 3 : 0);
    ctx.moveTo(0, -r);
    ctx.lineTo(r, 0);
    ctx.lineTo(0, r);
    ctx.lineTo(-r, 0);
    ctx.closePath();
  } else if (shape === 'square') {
    const half = radius * 0.86 + grow;
    ctx.roundRect(-half, -half, 2 * half, 2 * half, radius * 0.3 + grow);
  } else ctx.arc(0, 0, radius + grow, 0, Math.PI * 2);
}

/** The note head around (0, 0) in `colour`, with `letter` on it in `ink` (none when empty). */
export function drawHead(
  ctx: Ctx2D,
  shape: HeadShape,
  radius: number,
  colour: string,
  letter = '',
  ink = '#000',
): void {
  headPath(ctx, shape, radius);
  ctx.fillStyle = colour;
  ctx.fill();
  if (!letter) return;
  const size = radius * (letter.length > 1 ? 1 : 1.25);
  ctx.fillStyle = ink;
  ctx.font = `bold ${size.toFixed(1)}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(letter, 0, size * 0.05, radius * 1.5);
}

/**
 * The technique's glyph centred on (0, 0) over a head of `radius`, `scale` times its size on the
 * dot, in the head's `ink`.
 */
export function drawGlyph(ctx: Ctx2D, technique: Technique, radius: number, scale = 1, ink = '#000'): void {
  const glyph = TECHNIQUE_GLYPHS[technique];
  const size = Math.max(8, radius * (glyph.text.length > 1 ? 0.95 : 1.2)) * scale;
  ctx.fillStyle = ink;
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
    ctx.fillStyle = ink === '#000' ? '#fff' : '#000';
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
