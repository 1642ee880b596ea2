/**
 * The render benchmark's page: draws big songs frame after frame and times each draw, and plays
 * a song through the mounted editor and the real audio engine while watching for long tasks.
 * Driven by bench/render/run.ts through playwright-core.
 */
import { DEFAULT_PREFERENCES, type Preferences, rowOrder } from '@ringalong/song';
import { getAudioEngine } from '../../audio/index.ts';
import { pxPerBeat, type Viewport } from '../coords.ts';
import { createEditor } from '../index.ts';
import { drawFrame } from '../render/draw.ts';
import { runVariant } from './playback.ts';
import { benchSong } from './songs.ts';

export interface DrawResult {
  readonly dpr: number;
  readonly backing: readonly [number, number];
  /** Main-thread time of drawFrame alone, per frame (ms). */
  readonly draw: readonly number[];
  /**
   * The least of three draws of the same frame: what the frame costs when no other process on
   * this shared machine takes the CPU away in the middle of it.
   */
  readonly drawBestOfThree: readonly number[];
  /** drawFrame plus a one-pixel read that makes the canvas finish rasterizing (ms). */
  readonly drawAndFlush: readonly number[];
}

async function runDraw(notes: number, frames: number): Promise<DrawResult> {
  const song = benchSong(notes);
  const rows = rowOrder(song, 'pitch');
  const width = window.innerWidth;
  const height = window.innerHeight;
  const dpr = window.devicePixelRatio;
  const canvas = document.createElement('canvas');
  canvas.style.cssText = `position:fixed;inset:0;width:${width}px;height:${height}px`;
  canvas.width = Math.round(width * dpr);
  canvas.height = Math.round(height * dpr);
  document.body.append(canvas);
  const ctx = canvas.getContext('2d', { alpha: false })!;
  const scale = pxPerBeat(120, 100);
  const end = song.staves.reduce((last, s) => Math.max(last, s.notes.at(-1)?.beat ?? 0), 0);
  const draw: number[] = [];
  const drawBestOfThree: number[] = [];
  const drawAndFlush: number[] = [];
  for (let frame = 0; frame < frames; frame++) {
    const viewport: Viewport = {
      width,
      height,
      mode: frame % 2 === 0 ? 'player' : 'composer',
      pxPerBeat: scale,
      position: (frame * 1.37) % end,
      rowCount: rows.length,
    };
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const picture = {
      song,
      viewport,
      rows,
      selection: new Set<string>(),
      box: null,
      seekRange: { from: -4, to: end },
    };
    const start = performance.now();
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    drawFrame(ctx, picture);
    const drawn = performance.now();
    ctx.getImageData(0, 0, 1, 1);
    draw.push(drawn - start);
    drawAndFlush.push(performance.now() - start);
    let best = drawn - start;
    for (let again = 0; again < 2; again++) {
      const t0 = performance.now();
      drawFrame(ctx, picture);
      best = Math.min(best, performance.now() - t0);
    }
    drawBestOfThree.push(best);
  }
  canvas.remove();
  return { dpr, backing: [canvas.width, canvas.height], draw, drawBestOfThree, drawAndFlush };
}

export interface PlaybackResult {
  readonly seconds: number;
  readonly frames: number;
  readonly longTasks: readonly number[];
  readonly endedBy: string;
}

function watchLongTasks(): { stop(): number[] } {
  const durations: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) durations.push(entry.duration);
  });
  observer.observe({ type: 'longtask' });
  return {
    stop() {
      observer.disconnect();
      return durations;
    },
  };
}

/**
 * The control: an empty animation-frame loop for as long. On a shared machine other processes
 * steal the CPU, and the long tasks seen here are theirs, not the editor's.
 */
async function runIdle(seconds: number): Promise<PlaybackResult> {
  const watch = watchLongTasks();
  let frames = 0;
  let running = true;
  const count = () => {
    frames++;
    if (running) requestAnimationFrame(count);
  };
  requestAnimationFrame(count);
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  running = false;
  return { seconds, frames, longTasks: watch.stop(), endedBy: 'idle' };
}

/** Plays a big song in the player for `seconds` with the real engine and counts long tasks. */
async function runPlayback(notes: number, seconds: number): Promise<PlaybackResult> {
  const audio = getAudioEngine();
  await audio.unlock();
  const prefs: Preferences = { ...DEFAULT_PREFERENCES, warmupBeats: 0 };
  const states: string[] = [];
  const editor = createEditor(
    {
      getPreferences: () => prefs,
      onSongEdited: () => {},
      onPlaybackChange: (state) => states.push(state),
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
  editor.mount(canvas);
  // Mounting (the store's allocation and first picture) is not playback: let it settle first.
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const watch = watchLongTasks();
  let frames = 0;
  const count = () => {
    frames++;
    if (editor.getPlaybackState() === 'playing') requestAnimationFrame(count);
  };
  editor.play();
  requestAnimationFrame(count);
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  editor.stop();
  const longTasks = watch.stop();
  editor.unmount();
  canvas.remove();
  return { seconds, frames, longTasks, endedBy: states.join(' -> ') };
}

declare global {
  interface Window {
    ringalongBench: {
      runDraw: typeof runDraw;
      runPlayback: typeof runPlayback;
      runIdle: typeof runIdle;
      runVariant: typeof runVariant;
    };
  }
}

window.ringalongBench = { runDraw, runPlayback, runIdle, runVariant };
document.title = 'ready';
