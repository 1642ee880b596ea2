import type { ColorMode, RowRef, Selection, Song } from '@ringalong/song';
import type { Viewport } from '../coords.ts';
import type { SeekRange, SelectionBox } from '../layout.ts';

/** Everything one picture depends on. The renderer reads it and writes nothing back. */
export interface Frame {
  readonly song: Song;
  readonly viewport: Viewport;
  /** The rows top to bottom (a pitch and its instrument each). */
  readonly rows: readonly RowRef[];
  readonly selection: Selection;
  readonly box: SelectionBox | null;
  readonly seekRange: SeekRange;
  /** The count-in's big count while it plays ('1', '2', ...). */
  readonly count?: string | null;
  /** The looped passage's beats, shown as two handles on the seeker. */
  readonly loop?: { readonly start: number; readonly end: number } | null;
  /** The rows' colour scheme; Classic when absent. */
  readonly colorMode?: ColorMode;
  /** The choir in the player: lanes per ringer and 'I am' (drawn by the choir player's code). */
  readonly choir?: ChoirPicture | null;
  /** The composer's grid cursor: a beat on a row (by index), a step wide; none when absent. */
  readonly cursor?: { readonly beat: number; readonly row: number; readonly width: number } | null;
}

/** Lanes (a run of rows each, by its first row's index) and the rows highlighted (the others dimmed). */
export interface ChoirPicture {
  readonly lanes:
    | readonly { readonly name: string | null; readonly first: number; readonly count: number }[]
    | null;
  /** Per row top to bottom: highlighted; null when no one is chosen. */
  readonly focus: readonly boolean[] | null;
}

/** A canvas on the page or one drawn off screen: the renderer draws on either alike. */
export type Ctx2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** The horizontal stretch (CSS pixels, view coordinates) a drawing covers: a tile, or the whole view. */
export interface Span {
  readonly x0: number;
  readonly x1: number;
}

export const wholeView = (frame: Frame): Span => ({ x0: 0, x1: frame.viewport.width });
