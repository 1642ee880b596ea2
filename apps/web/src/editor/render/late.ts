/**
 * Parts of the picture whose code arrives with the layers (stage/), off the start-up path: bar
 * numbers and rehearsal marks on the moving ground, mark ticks on the seeker. `drawFrame` draws
 * them too once they are here, so the picture drawn whole is the one the layers show.
 */
import type { Song } from '@ringalong/song';
import type { Viewport } from '../coords.ts';
import type { Ctx2D, Frame, Span } from './frame.ts';

export const late: {
  ground?: (ctx: Ctx2D, frame: Frame, span: Span) => void;
  seeker?: (ctx: Ctx2D, frame: Frame) => void;
  /** The choir in the player (frame.choir): over the ground, and over the labels in the indent. */
  choirGround?: (ctx: Ctx2D, frame: Frame, span: Span) => void;
  choirIndent?: (ctx: Ctx2D, frame: Frame) => void;
  /** The bar whose number (or mark) is drawn under (x, y): its start, or null. */
  barAt?: (vp: Viewport, song: Song, x: number, y: number) => number | null;
} = {};
