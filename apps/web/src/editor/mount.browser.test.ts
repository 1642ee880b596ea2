import { createDefaultSong, DEFAULT_PREFERENCES, type Preferences, type Song } from '@ringalong/song';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { FakeAudio } from '../../test/fake-audio.ts';
import { painted } from '../../test/pixels.ts';
import { compare, drawnWhole, screenOver } from '../../test/screen.ts';
import { createEditor } from './index.ts';
import type { Frame } from './render/frame.ts';
import { THEME } from './render/theme.ts';
import type { CanvasOptions, Editor } from './types.ts';

const WIDTH = 800;
const HEIGHT = 480;

let canvas: HTMLCanvasElement;
let holder: HTMLDivElement;
let editor: Editor;
let prefs: Preferences;
let audio: FakeAudio;
let frames: boolean[];
let shown: Frame | null;

const nextFrames = () =>
  new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/** Notes on every row every beat: plenty in view whatever the position. */
function songWithNotes(): Song {
  const song = createDefaultSong();
  return {
    ...song,
    staves: song.staves.map((stave) => ({
      ...stave,
      notes: Array.from({ length: 64 }, (_, i) => ({ beat: i, length: 1 })),
    })),
  };
}

/** The canvas inside a padded, positioned box, as a page lays it out below its header. */
/** Resolves when the layers have taken over (at once unless `options.layersNow` is false). */
function mount(options: CanvasOptions = {}, editMode = true, song = createDefaultSong()): Promise<void> {
  // The count-in's big count is the stage's own layer over the picture (e2e/rehearse.spec.ts): off here.
  prefs = { ...DEFAULT_PREFERENCES, editMode, countIn: false };
  audio = new FakeAudio();
  frames = [];
  shown = null;
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
  holder = document.createElement('div');
  holder.style.cssText = 'position:relative;padding:13px 0 0 7px;margin:0';
  canvas = document.createElement('canvas');
  canvas.style.cssText = `display:block;width:${WIDTH}px;height:${HEIGHT}px`;
  holder.append(canvas);
  document.body.append(holder);
  editor.loadSong(song, { resetHistory: true });
  return new Promise((layers) =>
    editor.mount(canvas, {
      layersNow: true,
      ...options,
      onFrame: (drew, frame) => {
        frames.push(drew);
        shown = frame;
      },
      onLayers: layers,
    }),
  );
}

/** Counts discs drawn or copied on any canvas (a note is one or the other). */
function countDrawing(): () => number {
  const spies = [CanvasRenderingContext2D, OffscreenCanvasRenderingContext2D].flatMap((context) => [
    vi.spyOn(context.prototype, 'arc'),
    vi.spyOn(context.prototype, 'drawImage'),
  ]);
  const before = spies.map((spy) => spy.mock.calls.length);
  return () => spies.reduce((sum, spy, i) => sum + spy.mock.calls.length - before[i]!, 0);
}

/** Counts the pictures handed to the page's bitmap layers (each is one layer painted again). */
function countPaints(): () => number {
  const spy = vi.spyOn(ImageBitmapRenderingContext.prototype, 'transferFromImageBitmap');
  const before = spy.mock.calls.length;
  return () => spy.mock.calls.length - before;
}

beforeEach(async () => {
  document.body.style.margin = '0';
  await page.viewport(WIDTH + 40, HEIGHT + 40);
});

afterEach(() => {
  vi.restoreAllMocks();
  editor.unmount();
  holder.remove();
});

test('the layers lie exactly over the canvas and show the picture drawn whole', async () => {
  await mount();
  await nextFrames();
  const screen = await screenOver(canvas);
  expect(compare(screen, drawnWhole(shown!, screen.width / WIDTH), 2).pixels).toBe(0);
  // Between two rows, right of the labels: nothing but background there in an empty song.
  const ratio = screen.width / WIDTH;
  const i = (Math.round((HEIGHT - 100) * ratio) * screen.width + Math.round(500 * ratio)) * 4;
  expect([...screen.data.slice(i, i + 3)]).toEqual([...painted(THEME.background)]);
});

test('the layers take no pointer events: presses reach the canvas', async () => {
  await mount();
  await nextFrames();
  const rect = canvas.getBoundingClientRect();
  expect(document.elementFromPoint(rect.left + 400, rect.top + 300)).toBe(canvas);
});

test('a frame with nothing changed paints nothing; a change paints', async () => {
  await mount();
  await nextFrames();
  const paints = countPaints();
  frames.length = 0;
  editor.preferencesChanged();
  await nextFrames();
  expect(frames).toEqual([false]);
  expect(paints()).toBe(0);

  prefs = { ...prefs, bpm: 60 };
  editor.preferencesChanged();
  await nextFrames();
  expect(frames.at(-1)).toBe(true);
  expect(paints()).toBeGreaterThan(0);
});

test('while playing, a frame moves the notes without drawing them again', async () => {
  await mount({}, false, songWithNotes());
  editor.play();
  await nextFrames();
  // The first step brings the tile left of the view into it (the future enters from the left).
  audio.advance(0.02);
  await nextFrames();
  let drawn = countDrawing();
  frames.length = 0;
  await nextFrames();
  // The clock stood still: nothing to show.
  expect(frames.length).toBeGreaterThan(0);
  expect(frames.every((drew) => !drew)).toBe(true);
  expect(drawn()).toBe(0);

  for (let step = 0; step < 5; step++) {
    drawn = countDrawing();
    frames.length = 0;
    audio.advance(0.02);
    await nextFrames();
    expect(frames.filter((drew) => drew)).toHaveLength(1);
    // Dozens of dots in view, none drawn: only the seeker's thumb is copied (and drawn once for
    // its sprite the first time it stands at that sixteenth of a pixel).
    expect(drawn()).toBeLessThanOrEqual(2);
  }
  const screen = await screenOver(canvas);
  expect(compare(screen, drawnWhole(shown!, screen.width / WIDTH), 2).pixels).toBe(0);
  expect(editor.getPlaybackState()).toBe('playing');
});

test('while the song plays steadily, the compositor slides the picture: the page changes nothing a frame', async () => {
  await mount({}, false, songWithNotes());
  editor.play();
  audio.run();
  for (let i = 0; i < 6; i++) await nextFrames();
  const changes: MutationRecord[] = [];
  const watch = new MutationObserver((records) => changes.push(...records));
  watch.observe(holder, { subtree: true, attributes: true, childList: true });
  frames.length = 0;
  for (let i = 0; i < 10; i++) await nextFrames();
  watch.disconnect();
  // Twenty frames of motion; a tile coming into view may change a few attributes, no more.
  expect(frames.filter((drew) => drew).length).toBeGreaterThanOrEqual(15);
  expect(changes.length).toBeLessThanOrEqual(4);

  // The clock stops: the glide ends where the clock is, the picture the one drawn whole.
  audio.hold();
  await nextFrames();
  await nextFrames();
  const screen = await screenOver(canvas);
  expect(compare(screen, drawnWhole(shown!, screen.width / WIDTH), 2).pixels).toBe(0);
  expect(editor.getPlaybackState()).toBe('playing');
});

test('before any interaction the picture is drawn whole on the canvas; a first press brings the layers, same pixels', async () => {
  let layersIn = false;
  const layers = mount({ layersNow: false }, true, songWithNotes()).then(() => {
    layersIn = true;
  });
  await nextFrames();
  expect(layersIn).toBe(false);
  expect([...holder.children]).toEqual([canvas]);
  expect([canvas.width, canvas.height]).toEqual([
    Math.round(WIDTH * devicePixelRatio),
    Math.round(HEIGHT * devicePixelRatio),
  ]);
  const before = await screenOver(canvas);
  expect(compare(before, drawnWhole(shown!, before.width / WIDTH), 2).pixels).toBe(0);

  canvas.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, button: 2, pointerType: 'mouse' }));
  await layers;
  await nextFrames();
  expect(holder.children.length).toBeGreaterThan(1);
  const after = await screenOver(canvas);
  expect(compare(after, before, 2).pixels).toBe(0);
});

test('a backing-store cap never draws below one device pixel per CSS pixel', async () => {
  // The cap applies to the canvas the first picture is drawn on (the layers' tiles alike).
  void mount({ maxBackingPixels: 1000, layersNow: false });
  await nextFrames();
  const ratio = Math.min(1, devicePixelRatio);
  expect([canvas.width, canvas.height]).toEqual([Math.round(WIDTH * ratio), Math.round(HEIGHT * ratio)]);
});

test('unmounting takes the layers off the page', async () => {
  await mount();
  await nextFrames();
  expect(holder.children.length).toBeGreaterThan(1);
  editor.unmount();
  expect([...holder.children]).toEqual([canvas]);
});
