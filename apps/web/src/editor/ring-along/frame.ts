/** What Ring along draws from (a frame) and where it places things (its geometry), as plain data. */
import type { ColorMode, RowRef, Song } from '@ringalong/song';
import type { RingGroup, RingLayout } from './layout.ts';

export interface RingFrame {
  readonly song: Song;
  /** Every row of the song, in the listener's order. */
  readonly rows: readonly RowRef[];
  readonly width: number;
  readonly height: number;
  /** The beat at the hit line, from the audio clock while playing. */
  readonly position: number;
  /** Seconds a beat as heard: the practice tempo, or the loop pass's while playing. */
  readonly secondsPerBeat: number;
  readonly playing: boolean;
  readonly lookAheadSeconds: number;
  /** The rows' colour scheme (Song Settings' Colours); Classic when absent. */
  readonly colorMode?: ColorMode;
  /** Per row: no notes in the bars ahead (dimmed, or blank when `quietRows` is 'hide'). */
  readonly quiet: readonly boolean[];
  readonly quietRows: 'dim' | 'hide';
  /** The rows by ringer in table order, each named (null: no choir, the rows as they come). */
  readonly groups: readonly RingGroup[] | null;
  /** 'My part': only this ringer's rows, as large as the screen allows (null: everyone's). */
  readonly part: string | null;
  /** The count-in's big count shown now ('1', '2', ...), else null. */
  readonly count?: string | null;
}

/** Where everything sits in a frame: the renderer's and the tests' one answer. */
export interface RingGeometry extends RingLayout {
  /** The first column's hit line and names (the only ones when the rows fit one column). */
  readonly hitX: number;
  readonly labelX: number;
  readonly pxPerBeat: number;
}
