/**
 * Figures derived from a song that the renderer and the tools need every frame. Songs are
 * immutable, so each is computed once per song object and kept beside it.
 */
import {
  type Barline,
  barlines,
  type Instrument,
  type LineSortMode,
  lastBeat,
  rowOrder,
  type Song,
  staveColor,
} from '@ringalong/song';

/**
 * The instrument of the editor's rows. Until the editor draws handchime rows, its rows are the
 * song's handbell rows, one per pitch (a song's chime rows are kept, played and saved as they are).
 */
export const ROW_INSTRUMENT: Instrument = 'handbell';

export interface SongScene {
  readonly lastBeat: number;
  readonly barlines: readonly Barline[];
  /** Each bell's colour, which follows the bell, not its row. */
  readonly colors: ReadonlyMap<number, string>;
  readonly rowsByPitch: readonly number[];
  readonly rowsByPlayCount: readonly number[];
}

const scenes = new WeakMap<Song, SongScene>();

export function sceneOf(song: Song): SongScene {
  let scene = scenes.get(song);
  if (!scene) {
    const colors = new Map<number, string>();
    for (const stave of song.staves) {
      if (stave.instrument === ROW_INSTRUMENT) colors.set(stave.pitchId, staveColor(song, stave));
    }
    const rows = (mode: LineSortMode) =>
      rowOrder(song, mode)
        .filter((row) => row.instrument === ROW_INSTRUMENT)
        .map((row) => row.pitchId);
    scene = {
      lastBeat: lastBeat(song),
      barlines: barlines(song),
      colors,
      rowsByPitch: rows('pitch'),
      rowsByPlayCount: rows('mostPlayed'),
    };
    scenes.set(song, scene);
  }
  return scene;
}

export function rowsFor(song: Song, composer: boolean, sort: LineSortMode): readonly number[] {
  const scene = sceneOf(song);
  return composer || sort === 'pitch' ? scene.rowsByPitch : scene.rowsByPlayCount;
}
