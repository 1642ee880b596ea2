/** What Ring along draws from (a frame) and where it places things (its geometry), as plain data. */
import type { ColorMode, RowRef, Song } from '@ringalong/song';
import type { RowChoice, RowPlace } from './rows.ts';

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
  readonly choice: RowChoice;
  /** Per row: how far it is shown (0 to 1), moving while rows come and go. */
  readonly shares: readonly number[];
  /** The count-in's big count shown now ('1', '2', ...), else null. */
  readonly count?: string | null;
}

/** Where everything sits in a frame: the renderer's and the tests' one answer. */
export interface RingGeometry {
  readonly hitX: number;
  readonly labelX: number;
  readonly pxPerBeat: number;
  readonly slot: number;
  readonly places: readonly RowPlace[];
  readonly labelFont: number;
  readonly note: number;
}
