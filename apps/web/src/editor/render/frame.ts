import type { Selection, Song } from '@ringalong/song';
import type { Viewport } from '../coords.ts';
import type { SeekRange, SelectionBox } from '../layout.ts';

/** Everything one picture depends on. The renderer reads it and writes nothing back. */
export interface Frame {
  readonly song: Song;
  readonly viewport: Viewport;
  /** Pitch ids top to bottom. */
  readonly rows: readonly number[];
  readonly selection: Selection;
  readonly box: SelectionBox | null;
  readonly seekRange: SeekRange;
}
