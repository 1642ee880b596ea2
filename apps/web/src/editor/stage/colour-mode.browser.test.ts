import { createDefaultSong, DEFAULT_PREFERENCES, type Preferences, type Song } from '@ringalong/song';
import { afterEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { FakeAudio } from '../../../test/fake-audio.ts';
import { compare, drawnWhole, screenOver } from '../../../test/screen.ts';
import { createEditor } from '../index.ts';
import type { Frame } from '../render/frame.ts';
import type { Editor } from '../types.ts';

const WIDTH = 800;
const HEIGHT = 480;
const nextFrames = () =>
  new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

let editor: Editor;
let canvas: HTMLCanvasElement;

afterEach(() => {
  editor.unmount();
  canvas.remove();
});

test('choosing another colour scheme paints every layer again in it', async () => {
  await page.viewport(WIDTH + 40, HEIGHT + 40);
  let prefs: Preferences = { ...DEFAULT_PREFERENCES, editMode: false };
  let shown: Frame | null = null;
  editor = createEditor(
    {
      getPreferences: () => prefs,
      onSongEdited: () => {},
      onPlaybackChange: () => {},
      onOpenBarMenu: () => {},
      onOpenBellMenu: () => {},
      onSaveRequested: () => {},
    },
    new FakeAudio(),
  );
  const song: Song = {
    ...createDefaultSong(),
    staves: createDefaultSong().staves.map((stave) => ({
      ...stave,
      notes: Array.from({ length: 16 }, (_, i) => ({ beat: i, length: 1 })),
    })),
  };
  canvas = document.createElement('canvas');
  canvas.style.cssText = `position:fixed;left:0;top:0;width:${WIDTH}px;height:${HEIGHT}px`;
  document.body.append(canvas);
  editor.loadSong(song, { resetHistory: true });
  await new Promise<void>((layers) =>
    editor.mount(canvas, { layersNow: true, onLayers: layers, onFrame: (_drew, frame) => (shown = frame) }),
  );
  await nextFrames();
  const classic = await screenOver(canvas);
  for (const colorMode of ['pitchClass', 'highContrast', 'random'] as const) {
    prefs = { ...prefs, colorMode };
    editor.preferencesChanged();
    await nextFrames();
    expect(shown!.colorMode).toBe(colorMode);
    const screen = await screenOver(canvas);
    // The notes and the labels (on their own layers) are the scheme's, as if drawn whole.
    expect(compare(screen, drawnWhole(shown!, screen.width / WIDTH), 2).pixels, colorMode).toBe(0);
    expect(compare(screen, classic, 2).pixels > 0, colorMode).toBe(colorMode !== 'random');
  }
});
