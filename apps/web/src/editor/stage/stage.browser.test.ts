import {
  createDefaultSong,
  DEFAULT_PREFERENCES,
  noteKey,
  type Preferences,
  type Song,
} from '@ringalong/song';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { FakeAudio } from '../../../test/fake-audio.ts';
import { compare, drawnWhole, screenOver } from '../../../test/screen.ts';
import { EditorController } from '../controller/controller.ts';
import { editorFor } from '../index.ts';
import type { Frame } from '../render/frame.ts';
import type { Editor } from '../types.ts';

const WIDTH = 900;
const HEIGHT = 540;
const nextFrames = () =>
  new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/** Notes on every row, every half beat somewhere: dots cross tile edges, slide under labels. */
function busySong(): Song {
  const song = createDefaultSong();
  return {
    ...song,
    staves: song.staves.map((stave, row) => ({
      ...stave,
      notes: Array.from({ length: 40 }, (_, i) => ({ beat: i * 0.5 + row * 0.25, length: 1 })).filter(
        (_, i) => (i + row) % 3 !== 0,
      ),
    })),
  };
}

let canvas: HTMLCanvasElement;
let editor: Editor;
let controller: EditorController;
let audio: FakeAudio;
let shown: Frame | null;

/** Mounted with the layers brought in at once; resolves when they have taken over. */
function mount(prefs: Partial<Preferences>, song: Song): Promise<void> {
  // The count-in's big count is the stage's own layer over the picture (e2e/rehearse.spec.ts): off here.
  const preferences = { ...DEFAULT_PREFERENCES, countIn: false, ...prefs };
  audio = new FakeAudio();
  controller = new EditorController(
    {
      getPreferences: () => preferences,
      onSongEdited: () => {},
      onPlaybackChange: () => {},
      onOpenBarMenu: () => {},
      onOpenBellMenu: () => {},
      onSaveRequested: () => {},
    },
    audio,
    song,
  );
  editor = editorFor(controller);
  canvas = document.createElement('canvas');
  canvas.style.cssText = `position:fixed;left:0;top:0;width:${WIDTH}px;height:${HEIGHT}px`;
  document.body.append(canvas);
  shown = null;
  return new Promise((layers) =>
    editor.mount(canvas, { onFrame: (_drew, frame) => (shown = frame), layersNow: true, onLayers: layers }),
  );
}

beforeEach(async () => {
  await page.viewport(WIDTH + 20, HEIGHT + 20);
});

afterEach(() => {
  editor.unmount();
  canvas.remove();
});

async function expectSamePicture(what: string) {
  await nextFrames();
  const screen = await screenOver(canvas);
  const whole = drawnWhole(shown!, screen.width / WIDTH);
  // Two levels of rounding where the compositor lays a see-through layer over the ground
  // (premultiplied 8-bit colour, then the blend); anything drawn differently is far more.
  const difference = compare(screen, whole, 2);
  expect(difference, what).toEqual({ pixels: 0, largest: difference.largest, at: null });
}

test('player: the layered picture is the picture drawn whole, before and while time moves', async () => {
  await mount({ editMode: false, warmupBeats: 2 }, busySong());
  await expectSamePicture('at the start');
  editor.play();
  for (const seconds of [0.37, 1.3, 2.91, 5.55]) {
    audio.advance(seconds);
    await expectSamePicture(`after ${seconds} s`);
  }
});

test('composer: selection rings, pencils passing the indent and the stave-edit button look the same', async () => {
  const song = busySong();
  await mount({ editMode: true }, song);
  controller.setSelection(
    new Set([
      noteKey({ pitchId: 64, instrument: 'handbell', beat: 0.5 }),
      noteKey({ pitchId: 60, instrument: 'handbell', beat: 4 }),
    ]),
  );
  await expectSamePicture('at the start');
  editor.play();
  for (const seconds of [0.8, 2.25, 4.1]) {
    audio.advance(seconds);
    await expectSamePicture(`after ${seconds} s`);
  }
});

test('an edit draws again only the layers around it, and the picture is the one drawn whole', async () => {
  // Tiles are 512 backing pixels wide: two at least across the view, one edit in each.
  await mount({ editMode: true, warmupBeats: 0 }, busySong());
  await nextFrames();
  const pitchId = controller.song.staves[0]!.pitchId;
  for (const [what, edit, beat] of [
    [
      'a note selected',
      () => controller.setSelection(new Set([noteKey({ pitchId, instrument: 'handbell', beat: 0.5 })])),
      0.5,
    ],
    ['a note added', () => editor.loadSong(withNote(controller.song, pitchId, 9.75)), 9.75],
  ] as const) {
    const spy = vi.spyOn(ImageBitmapRenderingContext.prototype, 'transferFromImageBitmap');
    const from = spy.mock.calls.length;
    edit();
    await nextFrames();
    const repainted = spy.mock.contexts
      .slice(from)
      .map((context) =>
        ((context as ImageBitmapRenderingContext).canvas as HTMLCanvasElement).getBoundingClientRect(),
      );
    spy.mockRestore();
    const x = controller.frame().viewport;
    const noteX = 150 + (beat - x.position) * x.pxPerBeat;
    expect(repainted.length, what).toBeGreaterThan(0);
    for (const rect of repainted)
      expect(rect.left - 30 <= noteX && noteX <= rect.right + 30, what).toBe(true);
    const screen = await screenOver(canvas);
    expect(compare(screen, drawnWhole(shown!, screen.width / WIDTH), 2).pixels, what).toBe(0);
  }
});

function withNote(song: Song, pitchId: number, beat: number): Song {
  return {
    ...song,
    staves: song.staves.map((stave) =>
      stave.pitchId === pitchId
        ? { ...stave, notes: [...stave.notes, { beat, length: 1 }].sort((a, b) => a.beat - b.beat) }
        : stave,
    ),
  };
}
