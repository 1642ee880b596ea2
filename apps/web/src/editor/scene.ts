/**
 * Figures derived from a song that the renderer and the tools need every frame. Songs are
 * immutable, so each is computed once per song object and kept beside it.
 */
import {
  type Barline,
  barlines,
  type LineSortMode,
  lastBeat,
  rowOrder,
  type Song,
  staveIndex,
} from '@ringalong/song';

export interface SongScene {
  readonly lastBeat: number;
  readonly barlines: readonly Barline[];
  /** Colour index per pitch: the stave's place in pitch order, so a bell keeps its colour in both modes. */
  readonly colorIndex: ReadonlyMap<number, number>;
  readonly rowsByPitch: readonly number[];
  readonly rowsByPlayCount: readonly number[];
}

const scenes = new WeakMap<Song, SongScene>();

export function sceneOf(song: Song): SongScene {
  let scene = scenes.get(song);
  if (!scene) {
    const colorIndex = new Map<number, number>();
    for (const stave of song.staves) colorIndex.set(stave.pitchId, staveIndex(song, stave.pitchId));
    scene = {
      lastBeat: lastBeat(song),
      barlines: barlines(song),
      colorIndex,
      rowsByPitch: rowOrder(song, 'pitch'),
      rowsByPlayCount: rowOrder(song, 'mostPlayed'),
    };
    scenes.set(song, scene);
  }
  return scene;
}

export function rowsFor(song: Song, composer: boolean, sort: LineSortMode): readonly number[] {
  const scene = sceneOf(song);
  return composer || sort === 'pitch' ? scene.rowsByPitch : scene.rowsByPlayCount;
}
