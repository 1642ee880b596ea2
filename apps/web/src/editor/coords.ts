/**
 * Pixel <-> beat and pixel <-> row conversions for both canvas modes, in CSS pixels.
 * Everything the renderer draws and every tool hit test goes through here, so the two agree.
 */
import {
  HIT_POINT_INDENT,
  ROW_HEIGHT_MAX,
  ROW_HEIGHT_RATIO,
  STAVE_PADDING_BOTTOM,
  STAVE_PADDING_TOP,
} from '@ringalong/song';

export type CanvasMode = 'player' | 'composer';

export interface Viewport {
  readonly width: number;
  readonly height: number;
  readonly mode: CanvasMode;
  /** Horizontal scale: note spacing (px per second) times seconds per beat. */
  readonly pxPerBeat: number;
  /** The beat under the hit point; negative during the warm-up lead-in. */
  readonly position: number;
  readonly rowCount: number;
}

export function pxPerBeat(pxPerSecond: number, bpm: number): number {
  return (pxPerSecond * 60) / bpm;
}

/** Player: 150 px from the right, the future to its left. Composer: 150 px from the left. */
export function hitPointX(vp: Viewport): number {
  return vp.mode === 'player' ? vp.width - HIT_POINT_INDENT : HIT_POINT_INDENT;
}

/** +1 when later beats lie to the right of the hit point (composer), -1 when to the left (player). */
export function direction(mode: CanvasMode): 1 | -1 {
  return mode === 'player' ? -1 : 1;
}

export function beatToX(vp: Viewport, beat: number): number {
  return hitPointX(vp) + direction(vp.mode) * (beat - vp.position) * vp.pxPerBeat;
}

export function xToBeat(vp: Viewport, x: number): number {
  return vp.position + (direction(vp.mode) * (x - hitPointX(vp))) / vp.pxPerBeat;
}

/** The beats visible on screen, widened by `margin` pixels so dots on the edge are drawn whole. */
export function visibleBeats(vp: Viewport, margin = 0): { from: number; to: number } {
  return beatsBetween(vp, -margin, vp.width + margin);
}

/** The beats drawn between two x positions (either order). */
export function beatsBetween(vp: Viewport, x0: number, x1: number): { from: number; to: number } {
  const a = xToBeat(vp, x0);
  const b = xToBeat(vp, x1);
  return { from: Math.min(a, b), to: Math.max(a, b) };
}

/**
 * The change of position when the pointer moves `dx` pixels: the beat under the pointer stays
 * under the pointer, so time moves in the direction of the drag.
 */
export function positionDeltaForDrag(vp: Viewport, dx: number): number {
  return (-direction(vp.mode) * dx) / vp.pxPerBeat;
}

export function rowSlot(vp: Viewport): number {
  if (vp.rowCount <= 0) return 0;
  return Math.max(0, vp.height - STAVE_PADDING_TOP - STAVE_PADDING_BOTTOM) / vp.rowCount;
}

/** The height of a row's dot (and bar): at most 45 px and 40% of the row slot. */
export function rowHeight(vp: Viewport): number {
  return Math.min(ROW_HEIGHT_MAX, ROW_HEIGHT_RATIO * rowSlot(vp));
}

export function rowCenterY(vp: Viewport, row: number): number {
  return STAVE_PADDING_TOP + rowSlot(vp) * (row + 0.5);
}

/** The row whose slot holds `y`, or -1 above or below the staves. */
export function rowAtY(vp: Viewport, y: number): number {
  const slot = rowSlot(vp);
  if (slot <= 0) return -1;
  const row = Math.floor((y - STAVE_PADDING_TOP) / slot);
  return row >= 0 && row < vp.rowCount ? row : -1;
}

/** Rows whose slot overlaps the vertical span [y0, y1]. */
export function rowsBetween(vp: Viewport, y0: number, y1: number): number[] {
  const top = Math.min(y0, y1);
  const bottom = Math.max(y0, y1);
  const rows: number[] = [];
  for (let row = 0; row < vp.rowCount; row++) {
    const centre = rowCenterY(vp, row);
    const half = rowHeight(vp) / 2;
    if (centre + half >= top && centre - half <= bottom) rows.push(row);
  }
  return rows;
}
