/**
 * Where the controls drawn on the canvas sit (seeker bar, pencil buttons, stave-edit button), in
 * CSS pixels. Pure, so the renderer and the tools' hit tests share one answer.
 */
import { STAVE_PADDING_TOP } from '@ringalong/song';
import { beatToX, type Viewport } from './coords.ts';

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** A selection box being drawn (shift-drag), from where the press began to the pointer. */
export interface SelectionBox {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

export function contains(rect: Rect, x: number, y: number): boolean {
  return x >= rect.x && x <= rect.x + rect.width && y >= rect.y && y <= rect.y + rect.height;
}

/** Drawn buttons are 28 px tall; a fingertip needs about 44 px, so presses count this far around them. */
export const BUTTON_REACH = 8;

/** Whether a press lands on a drawn button or close enough around it for a finger. */
export function pressesButton(rect: Rect, x: number, y: number): boolean {
  return contains(
    {
      x: rect.x - BUTTON_REACH,
      y: rect.y - BUTTON_REACH,
      width: rect.width + 2 * BUTTON_REACH,
      height: rect.height + 2 * BUTTON_REACH,
    },
    x,
    y,
  );
}

const SEEKER_MARGIN = 20;
const SEEKER_HEIGHT = 8;
/** Fingers are wider than the drawn track: the track answers presses well above and below it. */
const SEEKER_REACH = 18;

/** The span of beats the seeker bar covers: from the start of the warm-up to the last note. */
export interface SeekRange {
  readonly from: number;
  readonly to: number;
}

export function seekerTrack(vp: Viewport): Rect {
  return {
    x: SEEKER_MARGIN,
    y: vp.height - 50 - SEEKER_HEIGHT / 2,
    width: Math.max(1, vp.width - 2 * SEEKER_MARGIN),
    height: SEEKER_HEIGHT,
  };
}

export function inSeeker(vp: Viewport, x: number, y: number): boolean {
  const track = seekerTrack(vp);
  return (
    x >= track.x - SEEKER_REACH / 2 &&
    x <= track.x + track.width + SEEKER_REACH / 2 &&
    Math.abs(y - (track.y + track.height / 2)) <= SEEKER_REACH
  );
}

export function seekerXForBeat(vp: Viewport, range: SeekRange, beat: number): number {
  const track = seekerTrack(vp);
  const span = Math.max(1e-9, range.to - range.from);
  const fraction = Math.min(1, Math.max(0, (beat - range.from) / span));
  return track.x + fraction * track.width;
}

export function seekerBeatAtX(vp: Viewport, range: SeekRange, x: number): number {
  const track = seekerTrack(vp);
  const fraction = Math.min(1, Math.max(0, (x - track.x) / track.width));
  return range.from + fraction * (range.to - range.from);
}

const BUTTON_SIZE = 28;
const BUTTON_TOP = (STAVE_PADDING_TOP - BUTTON_SIZE) / 2;

/** The plus/minus stave-edit button: top left, inside the hit point's indent. */
export function staveEditButton(): Rect {
  return { x: 12, y: BUTTON_TOP, width: BUTTON_SIZE + 16, height: BUTTON_SIZE };
}

/** The pencil above a strong barline, centred on it. */
export function pencilButton(vp: Viewport, barStart: number): Rect {
  const x = beatToX(vp, barStart);
  return { x: x - BUTTON_SIZE / 2, y: BUTTON_TOP, width: BUTTON_SIZE, height: BUTTON_SIZE };
}
