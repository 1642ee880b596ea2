/**
 * Figures derived from a song that the renderer and the tools need every frame. Songs are
 * immutable, so each is computed once per song object and kept beside it.
 */
import {
  type Barline,
  barlines,
  type LineSortMode,
  lastBeat,
  type RowRef,
  rowKey,
  rowOrder,
  type Song,
  type Stave,
} from '@ringalong/song';

export interface SongScene {
  readonly lastBeat: number;
  readonly barlines: readonly Barline[];
  /** Each row's place among the song's rows by pitch, by `rowKey`: Classic colours follow it, not the place on screen. */
  readonly indices: ReadonlyMap<string, number>;
  /** Each row's stave by `rowKey`. */
  readonly staves: ReadonlyMap<string, Stave>;
  /** The longest note of the song in beats: how far back a tail may reach into a span. */
  readonly longest: number;
  readonly rowsByPitch: readonly RowRef[];
  readonly rowsByPlayCount: readonly RowRef[];
}

const scenes = new WeakMap<Song, SongScene>();

export function sceneOf(song: Song): SongScene {
  let scene = scenes.get(song);
  if (!scene) {
    const indices = new Map<string, number>();
    const staves = new Map<string, Stave>();
    let longest = 0;
    for (const [index, stave] of song.staves.entries()) {
      const key = rowKey(stave);
      indices.set(key, index);
      staves.set(key, stave);
      for (const note of stave.notes) if (note.length > longest) longest = note.length;
    }
    const rows = (mode: LineSortMode) => rowOrder(song, mode);
    scene = {
      lastBeat: lastBeat(song),
      barlines: barlines(song),
      indices,
      staves,
      longest,
      rowsByPitch: rows('pitch'),
      rowsByPlayCount: rows('mostPlayed'),
    };
    scenes.set(song, scene);
  }
  return scene;
}

export function rowsFor(song: Song, composer: boolean, sort: LineSortMode): readonly RowRef[] {
  const scene = sceneOf(song);
  return composer || sort === 'pitch' ? scene.rowsByPitch : scene.rowsByPlayCount;
}
