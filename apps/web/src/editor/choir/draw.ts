/**
 * The choir in the player's picture, drawn over the editor's own (`late` hooks, loaded with the first choir view): rows not this
 * device's ringer's under a veil (dimmed, as Ring along dims quiet rows), a line between lanes,
 * and each lane's ringer named in the indent beside its first row.
 */
import { HIT_POINT_INDENT, STAVE_PADDING_TOP } from '@ringalong/song';
import { rowCenterY, rowSlot } from '../coords.ts';
import type { Ctx2D, Frame, Span } from '../render/frame.ts';
import { late } from '../render/late.ts';
import { THEME } from '../render/theme.ts';

/** How much of a dimmed row the veil hides. */
const DIM = 0.68;
const LANE_LINE = 'rgba(255, 255, 255, 0.35)';
const NAME_COLOUR = '#e8e9ee';
const NOBODY = 'Nobody';

function veilRows(ctx: Ctx2D, frame: Frame, x0: number, x1: number, colour: string): void {
  const focus = frame.choir?.focus;
  if (!focus) return;
  const vp = frame.viewport;
  const slot = rowSlot(vp);
  ctx.fillStyle = colour;
  ctx.globalAlpha = DIM;
  for (const [row, highlighted] of focus.entries()) {
    if (!highlighted) ctx.fillRect(x0, rowCenterY(vp, row) - slot / 2, x1 - x0, slot);
  }
  ctx.globalAlpha = 1;
}

function laneLines(ctx: Ctx2D, frame: Frame, x0: number, x1: number): void {
  const vp = frame.viewport;
  const slot = rowSlot(vp);
  ctx.fillStyle = LANE_LINE;
  for (const lane of frame.choir?.lanes ?? []) {
    if (lane.first > 0) ctx.fillRect(x0, Math.round(STAVE_PADDING_TOP + slot * lane.first) - 1, x1 - x0, 2);
  }
}

export function drawChoirGround(ctx: Ctx2D, frame: Frame, span: Span): void {
  veilRows(ctx, frame, span.x0, span.x1, THEME.background);
  laneLines(ctx, frame, span.x0, span.x1);
}

export function drawChoirIndent(ctx: Ctx2D, frame: Frame): void {
  const vp = frame.viewport;
  if (vp.mode !== 'player') return;
  const x0 = vp.width - HIT_POINT_INDENT;
  veilRows(ctx, frame, x0, vp.width, THEME.background);
  laneLines(ctx, frame, x0, vp.width);
  const lanes = frame.choir?.lanes;
  if (!lanes) return;
  const slot = rowSlot(vp);
  const size = Math.max(10, Math.min(15, slot * 0.6));
  ctx.font = `600 ${size.toFixed(1)}px system-ui, sans-serif`;
  ctx.textAlign = 'right';
  ctx.textBaseline = 'middle';
  const right = vp.width - 6;
  // The names sit right of the bell names, which take the indent's left part.
  const room = HIT_POINT_INDENT - 78;
  for (const lane of lanes) {
    const mine = frame.choir?.focus?.[lane.first] ?? true;
    ctx.globalAlpha = mine ? 1 : 0.45;
    ctx.fillStyle = NAME_COLOUR;
    const y = rowCenterY(vp, lane.first);
    ctx.fillText(fitted(ctx, lane.name ?? NOBODY, room), right, y);
  }
  ctx.globalAlpha = 1;
}

/** `text` cut with an ellipsis to `width` pixels. */
function fitted(ctx: Ctx2D, text: string, width: number): string {
  if (ctx.measureText(text).width <= width) return text;
  let cut = text;
  while (cut.length > 1 && ctx.measureText(`${cut}…`).width > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/** Hands the drawing to the editor's renderer (once this code is in). */
export function installChoirDrawing(): void {
  late.choirGround = drawChoirGround;
  late.choirIndent = drawChoirIndent;
}
