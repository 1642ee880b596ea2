import { createDefaultSong, DEFAULT_PREFERENCES, type Preferences } from '@ringalong/song';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { createEditor } from './index.ts';
import { THEME } from './render/theme.ts';
import { FakeAudio } from './test/fake-audio.ts';
import { painted, pixelAt } from './test/pixels.ts';
import type { CanvasOptions, Editor } from './types.ts';

const WIDTH = 800;
const HEIGHT = 480;
const MARK = '#ff00ff';

let canvas: HTMLCanvasElement;
let editor: Editor;
let prefs: Preferences;
let audio: FakeAudio;
let frames: boolean[];

const nextFrames = () =>
  new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

function mount(options: CanvasOptions = {}): void {
  prefs = { ...DEFAULT_PREFERENCES, editMode: true };
  audio = new FakeAudio();
  frames = [];
  editor = createEditor(
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
  canvas = document.createElement('canvas');
  canvas.style.cssText = `position:fixed;left:0;top:0;width:${WIDTH}px;height:${HEIGHT}px`;
  document.body.append(canvas);
  editor.loadSong(createDefaultSong(), { resetHistory: true });
  editor.mount(canvas, { ...options, onFrame: (drew) => frames.push(drew) });
}

/** Paints a dot of a colour the editor never uses, straight onto the canvas: it stays until the editor redraws. */
function mark(): () => boolean {
  const dpr = canvas.width / WIDTH;
  const ctx = canvas.getContext('2d')!;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.fillStyle = MARK;
  ctx.fillRect(400 * dpr, 300 * dpr, 4 * dpr, 4 * dpr);
  return () => pixelAt(canvas, 401 * dpr, 301 * dpr).join() === painted(MARK).join();
}

beforeEach(async () => {
  await page.viewport(WIDTH + 20, HEIGHT + 20);
});

afterEach(() => {
  editor.unmount();
  canvas.remove();
});

test('the canvas is opaque and low-latency, and still paints the background colour', async () => {
  mount();
  await nextFrames();
  const attributes = canvas.getContext('2d')!.getContextAttributes();
  expect(attributes.alpha).toBe(false);
  expect(attributes.desynchronized).toBe(true);
  const dpr = canvas.width / WIDTH;
  // Between two rows, right of the labels: nothing but background there in an empty song.
  expect(pixelAt(canvas, 500 * dpr, (HEIGHT - 100) * dpr)).toEqual(painted(THEME.background));
});

test('a frame with nothing changed does not redraw; a change does', async () => {
  mount();
  await nextFrames();
  const marked = mark();
  frames.length = 0;
  editor.preferencesChanged();
  await nextFrames();
  expect(frames).toEqual([false]);
  expect(marked()).toBe(true);

  prefs = { ...prefs, bpm: 60 };
  editor.preferencesChanged();
  await nextFrames();
  expect(frames.at(-1)).toBe(true);
  expect(marked()).toBe(false);
});

test('while playing, frames draw only when the audio clock has moved', async () => {
  mount();
  editor.play();
  await nextFrames();
  await nextFrames();
  const marked = mark();
  frames.length = 0;
  await nextFrames();
  expect(frames.length).toBeGreaterThan(0);
  expect(frames.every((drew) => !drew)).toBe(true);
  expect(marked()).toBe(true);

  frames.length = 0;
  audio.advance(0.05);
  await nextFrames();
  // One picture for the one move of the clock, then quiet again.
  expect(frames.filter((drew) => drew)).toHaveLength(1);
  expect(marked()).toBe(false);
  expect(editor.getPlaybackState()).toBe('playing');
});

test('the old behaviour, kept for the benchmark, redraws every frame', async () => {
  mount({ redrawUnchanged: true });
  await nextFrames();
  const marked = mark();
  editor.preferencesChanged();
  await nextFrames();
  expect(marked()).toBe(false);
});

test('a backing-store cap never draws below one device pixel per CSS pixel', async () => {
  mount({ maxBackingPixels: 1000 });
  await nextFrames();
  const ratio = Math.min(1, devicePixelRatio);
  expect([canvas.width, canvas.height]).toEqual([Math.round(WIDTH * ratio), Math.round(HEIGHT * ratio)]);
});
