/**
 * Plays a big song through the mounted editor and the real audio engine, and reports what the
 * page saw: long tasks, animation-frame gaps and how many frames changed the picture. The
 * benchmarks trace the main thread around it (bench/render/playing.ts).
 */
import { DEFAULT_PREFERENCES, type Preferences } from '@ringalong/song';
import { getAudioEngine } from '../../../apps/web/src/audio/index.ts';
import { createEditor } from '../../../apps/web/src/editor/index.ts';
import type { CanvasOptions } from '../../../apps/web/src/editor/types.ts';
import { benchSong } from './songs.ts';

export interface VariantResult {
  readonly seconds: number;
  readonly frames: number;
  readonly draws: number;
  readonly backing: readonly [number, number];
  readonly longTasks: readonly number[];
  /** Time between animation frames (ms): above ~17 ms at 60 Hz a frame was missed. */
  readonly frameGaps: readonly number[];
}

export type VariantOptions = Pick<CanvasOptions, 'maxBackingPixels'>;

export async function runVariant(
  notes: number,
  seconds: number,
  options: VariantOptions,
  editMode = false,
): Promise<VariantResult> {
  const audio = getAudioEngine();
  await audio.unlock();
  const prefs: Preferences = { ...DEFAULT_PREFERENCES, warmupBeats: 0, editMode };
  const editor = createEditor(
    {
      getPreferences: () => prefs,
      onSongEdited: () => {},
      onPlaybackChange: () => {},
      onOpenBarMenu: () => {},
      onOpenBellMenu: () => {},
      onSaveRequested: () => {},
    },
    audio,
  );
  const canvas = document.createElement('canvas');
  canvas.style.cssText = 'position:fixed;inset:0;width:100vw;height:100vh';
  document.body.append(canvas);
  editor.loadSong(benchSong(notes), { resetHistory: true });
  let frames = 0;
  let draws = 0;
  const frameGaps: number[] = [];
  let last = 0;
  editor.mount(canvas, {
    ...options,
    onFrame(drew) {
      const now = performance.now();
      if (last > 0) frameGaps.push(now - last);
      last = now;
      frames++;
      if (drew) draws++;
    },
  });
  // Mounting (the store's allocation and first picture) is not playback: let it settle first.
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  frames = 0;
  draws = 0;
  frameGaps.length = 0;
  const longTasks: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(entry.duration);
  });
  observer.observe({ type: 'longtask' });
  editor.play();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  editor.stop();
  observer.disconnect();
  const backing = [canvas.width, canvas.height] as const;
  editor.unmount();
  canvas.remove();
  return { seconds, frames, draws, backing, longTasks, frameGaps };
}
