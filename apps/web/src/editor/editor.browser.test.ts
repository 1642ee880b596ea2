import {
  createDefaultSong,
  DEFAULT_PREFERENCES,
  type Preferences,
  type Song,
  staveColor,
} from '@ringalong/song';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { FakeAudio } from '../../test/fake-audio.ts';
import { painted } from '../../test/pixels.ts';
import { pixelOnScreen, screenshotOf } from '../../test/screen.ts';
import { getAudioEngine } from '../audio/index.ts';
import type { AudioEngine } from '../audio/types.ts';
import { beatToX, rowCenterY, rowHeight, type Viewport } from './coords.ts';
import { createEditor } from './index.ts';
import type { Editor, EditorHost, PlaybackState } from './types.ts';

const WIDTH = 900;
const HEIGHT = 540;

interface Mounted {
  editor: Editor;
  canvas: HTMLCanvasElement;
  edits: Song[];
  states: PlaybackState[];
  saveListener: () => void;
  /**
   * Where a note is drawn, in CSS pixels relative to the canvas (rows by pitch, highest on top),
   * and a point of its head above the letter on it.
   */
  at(pitchId: number, beat: number): { x: number; y: number; aboveLetter: number };
}

let mounted: Mounted | null = null;

function mount(prefs: Partial<Preferences>, song: Song, audio: AudioEngine = new FakeAudio()): Mounted {
  const preferences = { ...DEFAULT_PREFERENCES, editMode: true, ...prefs };
  const edits: Song[] = [];
  const states: PlaybackState[] = [];
  const host: EditorHost = {
    getPreferences: () => preferences,
    onSongEdited: (s) => edits.push(s),
    onPlaybackChange: (s) => states.push(s),
    onOpenBarMenu: () => {},
    onOpenBellMenu: () => {},
    onSaveRequested: () => mounted?.saveListener(),
  };
  const canvas = document.createElement('canvas');
  canvas.style.cssText = `position:fixed;left:0;top:0;width:${WIDTH}px;height:${HEIGHT}px`;
  document.body.append(canvas);
  const editor = createEditor(host, audio);
  editor.loadSong(song, { resetHistory: true });
  editor.mount(canvas);
  const at = (pitchId: number, beat: number) => {
    const pitches = editor
      .getSong()
      .staves.map((s) => s.pitchId)
      .sort((a, b) => b - a);
    const vp: Viewport = {
      width: WIDTH,
      height: HEIGHT,
      mode: preferences.editMode ? 'composer' : 'player',
      pxPerBeat: (preferences.dotSpacingComposer * 60) / preferences.bpm,
      // A freshly loaded song waits at the start of its warm-up lead-in.
      position: -preferences.warmupBeats,
      rowCount: pitches.length,
    };
    const y = rowCenterY(vp, pitches.indexOf(pitchId));
    return { x: beatToX(vp, beat), y, aboveLetter: y - rowHeight(vp) * 0.35 };
  };
  mounted = { editor, canvas, edits, states, at, saveListener: () => {} };
  return mounted;
}

/** Pointer events as a mouse or a finger sends them (the browser's user-event has no drag with modifiers). */
function drag(
  canvas: HTMLCanvasElement,
  from: [number, number],
  to: [number, number],
  shiftKey: boolean,
  pointerType: 'mouse' | 'touch' = 'mouse',
): void {
  const rect = canvas.getBoundingClientRect();
  const event = (type: string, x: number, y: number) =>
    canvas.dispatchEvent(
      new PointerEvent(type, {
        bubbles: true,
        pointerId: 7,
        pointerType,
        button: type === 'pointermove' ? -1 : 0,
        clientX: rect.left + x,
        clientY: rect.top + y,
        shiftKey,
      }),
    );
  event('pointerdown', from[0], from[1]);
  for (let step = 1; step <= 5; step++) {
    event('pointermove', from[0] + ((to[0] - from[0]) * step) / 5, from[1] + ((to[1] - from[1]) * step) / 5);
  }
  event('pointerup', to[0], to[1]);
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

const beats = (song: Song, pitchId: number) =>
  song.staves.find((s) => s.pitchId === pitchId)?.notes.map((n) => n.beat) ?? [];

beforeEach(async () => {
  await page.viewport(WIDTH + 20, HEIGHT + 20);
  (document.activeElement as HTMLElement | null)?.blur?.();
});

afterEach(() => {
  mounted?.editor.unmount();
  mounted?.canvas.remove();
  mounted = null;
});

describe('the mounted canvas', () => {
  test('sizes its backing store by devicePixelRatio and takes no browser touch gestures', async () => {
    const { canvas } = mount({}, createDefaultSong());
    await nextFrame();
    expect(canvas.width).toBe(Math.round(WIDTH * devicePixelRatio));
    expect(canvas.height).toBe(Math.round(HEIGHT * devicePixelRatio));
    expect(canvas.style.touchAction).toBe('none');
  });

  test('a click adds a note where the pointer was, drawn in its colour on the next frame', async () => {
    const m = mount({}, createDefaultSong());
    const { x, y, aboveLetter } = m.at(64, 3);
    await userEvent.click(m.canvas, { position: { x: x + 3, y } });
    expect(beats(m.editor.getSong(), 64)).toEqual([3]);
    expect(m.edits).toHaveLength(1);
    await nextFrame();
    expect(await pixelOnScreen(m.canvas, x, aboveLetter)).toEqual(
      painted(staveColor(m.edits[0]!, { pitchId: 64, instrument: 'handbell' })),
    );
  });

  test('shift-drag draws a box that selects; Delete removes the selection; undo and redo', async () => {
    const song = {
      ...createDefaultSong(),
      staves: createDefaultSong().staves.map((s) => ({
        ...s,
        notes:
          s.pitchId === 60
            ? [
                { beat: 1, length: 1 },
                { beat: 2, length: 1 },
              ]
            : s.pitchId === 67
              ? [{ beat: 1, length: 1 }]
              : [],
      })),
    };
    const m = mount({}, song);
    const from = m.at(60, 0.5);
    const to = m.at(60, 2.5);
    drag(m.canvas, [from.x, from.y - 25], [to.x, to.y + 25], true);
    await userEvent.keyboard('{Delete}');
    expect(beats(m.editor.getSong(), 60)).toEqual([]);
    expect(beats(m.editor.getSong(), 67)).toEqual([1]);
    await userEvent.keyboard('{Control>}z{/Control}');
    expect(beats(m.editor.getSong(), 60)).toEqual([1, 2]);
    await userEvent.keyboard('{Control>}y{/Control}');
    expect(beats(m.editor.getSong(), 60)).toEqual([]);
    expect(m.edits).toHaveLength(3);
  });

  test('Ctrl+A, Ctrl+C, then Ctrl+V at a later position copies the notes there', async () => {
    const song = {
      ...createDefaultSong(),
      staves: createDefaultSong().staves.map((s) => ({
        ...s,
        notes: s.pitchId === 62 ? [{ beat: 1, length: 1 }] : [],
      })),
    };
    const m = mount({}, song);
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.keyboard('{Control>}c{/Control}');
    // Drag the view forward by eight beats, from the lead-in start to beat 4 (composer: drag left).
    const start = m.at(60, 6);
    const pxPerBeat = (DEFAULT_PREFERENCES.dotSpacingComposer * 60) / DEFAULT_PREFERENCES.bpm;
    drag(m.canvas, [start.x, start.y], [start.x - 8 * pxPerBeat, start.y], false);
    await userEvent.keyboard('{Control>}v{/Control}');
    // The clipboard code may still be on its way (it loads after first paint).
    await expect.poll(() => beats(m.editor.getSong(), 62)).toEqual([1, 4]);
    expect(m.edits).toHaveLength(1);
  });
});

describe('keyboard focus', () => {
  test("Space and Delete are the page's only while focus is on the body; Ctrl+S saves and stops the browser", async () => {
    const saves: number[] = [];
    const m = mount({}, createDefaultSong());
    const input = document.createElement('input');
    document.body.append(input);
    try {
      input.focus();
      await userEvent.keyboard(' ');
      expect(m.editor.getPlaybackState()).toBe('stopped');
      input.blur();
      await userEvent.keyboard(' ');
      expect(m.editor.getPlaybackState()).toBe('playing');
      const event = new KeyboardEvent('keydown', { key: 's', ctrlKey: true, cancelable: true });
      m.saveListener = () => saves.push(1);
      window.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(true);
      expect(saves).toHaveLength(1);
    } finally {
      input.remove();
    }
  });
});

describe('Space with a button focused', () => {
  function button(parent: HTMLElement, presses: string[], name: string): HTMLButtonElement {
    const b = document.createElement('button');
    b.textContent = name;
    b.addEventListener('click', () => presses.push(name));
    parent.append(b);
    return b;
  }

  test('on a header button (clicked or tabbed to) it plays and pauses and never presses the button', async () => {
    const m = mount({}, createDefaultSong());
    const presses: string[] = [];
    const header = document.createElement('header');
    document.body.append(header);
    try {
      const stop = button(header, presses, 'Stop');
      stop.focus();
      await userEvent.keyboard(' ');
      expect(m.editor.getPlaybackState()).toBe('playing');
      await userEvent.keyboard(' ');
      expect(m.editor.getPlaybackState()).toBe('paused');
      expect(presses).toEqual([]);
      // Enter still presses it.
      await userEvent.keyboard('{Enter}');
      expect(presses).toEqual(['Stop']);
    } finally {
      header.remove();
    }
  });

  test('in a dialog or a menu, Space presses the focused control and leaves playback alone', async () => {
    const m = mount({}, createDefaultSong());
    const presses: string[] = [];
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    const header = document.createElement('header');
    const menu = document.createElement('div');
    menu.setAttribute('role', 'menu');
    header.append(menu);
    document.body.append(dialog, header);
    try {
      button(dialog, presses, 'Next').focus();
      await userEvent.keyboard(' ');
      button(menu, presses, 'Row Call').focus();
      await userEvent.keyboard(' ');
      expect(presses).toEqual(['Next', 'Row Call']);
      expect(m.editor.getPlaybackState()).toBe('stopped');
    } finally {
      dialog.remove();
      header.remove();
    }
  });
});

describe('touch', () => {
  test('a tap adds a note; a one-finger swipe scrolls time and adds nothing', async () => {
    const m = mount({}, createDefaultSong());
    const { x, y, aboveLetter } = m.at(62, 2);
    drag(m.canvas, [x, y], [x + 2, y + 1], false, 'touch');
    expect(beats(m.editor.getSong(), 62)).toEqual([2]);
    await nextFrame();
    const before = await screenshotOf(m.canvas);
    drag(m.canvas, [x + 200, y], [x - 100, y], false, 'touch');
    expect(m.edits).toHaveLength(1);
    await nextFrame();
    expect(await screenshotOf(m.canvas)).not.toBe(before);
    // Swiped 300 px to the left in the composer: the tapped note moved with the finger.
    expect(await pixelOnScreen(m.canvas, x - 300, aboveLetter)).toEqual(
      painted(staveColor(m.edits[0]!, { pitchId: 62, instrument: 'handbell' })),
    );
  });
});

describe('playback on the real audio engine', () => {
  test('play moves time on the audio clock and stops by itself after the last beat', async () => {
    const audio = getAudioEngine();
    await audio.unlock();
    const song = {
      ...createDefaultSong(),
      staves: createDefaultSong().staves.map((s) => ({
        ...s,
        notes:
          s.pitchId === 60
            ? [
                { beat: 0, length: 1 },
                { beat: 1, length: 1 },
              ]
            : [],
      })),
    };
    const m = mount({ editMode: false, bpm: 180, warmupBeats: 1 }, song, audio);
    m.editor.play();
    expect(m.editor.getPlaybackState()).toBe('playing');
    const deadline = performance.now() + 5000;
    while (m.editor.getPlaybackState() === 'playing' && performance.now() < deadline) await nextFrame();
    expect(m.states).toEqual(['playing', 'stopped']);
    // Two beats at 180 bpm from a one-beat lead-in: about 0.67 s of song.
    expect(performance.now()).toBeLessThan(deadline);
  });

  test('Space pauses and keeps the position; the picture moved while playing', async () => {
    const audio = getAudioEngine();
    await audio.unlock();
    const song = {
      ...createDefaultSong(),
      staves: createDefaultSong().staves.map((s) => ({
        ...s,
        notes:
          s.pitchId === 60
            ? [
                { beat: 0, length: 1 },
                { beat: 16, length: 1 },
              ]
            : [],
      })),
    };
    const m = mount({ editMode: false, bpm: 120, warmupBeats: 2 }, song, audio);
    await nextFrame();
    const before = await screenshotOf(m.canvas);
    await userEvent.keyboard(' ');
    expect(m.editor.getPlaybackState()).toBe('playing');
    await new Promise((resolve) => setTimeout(resolve, 400));
    await nextFrame();
    expect(await screenshotOf(m.canvas)).not.toBe(before);
    await userEvent.keyboard(' ');
    expect(m.editor.getPlaybackState()).toBe('paused');
    await nextFrame();
    const paused = await screenshotOf(m.canvas);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await nextFrame();
    expect(await screenshotOf(m.canvas)).toBe(paused);
  });
});
