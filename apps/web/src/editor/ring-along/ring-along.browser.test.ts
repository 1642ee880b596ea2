/**
 * Ring along on a real canvas in Chromium: the 'ring now' cue at the moment of the strike (the
 * song time the audio engine schedules the note on), and the contrast of names, notes, bar
 * numbers and the hit line, read back from the pixels.
 */
import { DEFAULT_PREFERENCES, type Preferences, rowKey, type Song } from '@ringalong/song';
import { afterEach, describe, expect, test } from 'vitest';
import { FakeAudio } from '../../../test/fake-audio.ts';
import { ringSong } from '../../../test/ring-songs.ts';
import { songWith } from '../../../test/songs.ts';
import { EditorController } from '../controller/controller.ts';
import type { EditorHost } from '../types.ts';
import { contrastRatio, type Rgb } from './contrast.ts';
import { CUE_SECONDS } from './cue.ts';
import { geometry, noteX, type RingFrame, ringCountRect } from './draw.ts';
import { mountRingAlong } from './mount.ts';
import { RING_SIZES } from './sizes.ts';

type Shown = { frame: RingFrame; canvas: HTMLCanvasElement };
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const clean of cleanups.splice(0)) clean();
});

/** Ring along of `song` on a canvas of this CSS size, at devicePixelRatio 1 of the test page. */
function mount(song: Song, width: number, height: number, prefs: Partial<Preferences> = {}) {
  const audio = new FakeAudio();
  const preferences = { ...DEFAULT_PREFERENCES, ...prefs };
  const host: EditorHost = {
    getPreferences: () => preferences,
    onSongEdited: () => {},
    onPlaybackChange: () => {},
    onOpenBarMenu: () => {},
    onOpenBellMenu: () => {},
    onSaveRequested: () => {},
  };
  const controller = new EditorController(host, audio, song);
  const canvas = document.createElement('canvas');
  canvas.style.cssText = `position:absolute;left:0;top:0;width:${width}px;height:${height}px`;
  document.body.append(canvas);
  let waiting: ((shown: Shown) => void) | null = null;
  let latest: RingFrame | null = null;
  const stop = mountRingAlong(controller, canvas, {
    onFrame: (frame) => {
      latest = frame;
      waiting?.({ frame, canvas });
      waiting = null;
    },
  });
  cleanups.push(() => {
    stop();
    canvas.remove();
  });
  /** The next frame drawn (the loop runs while playing). */
  const next = () => new Promise<Shown>((resolve) => (waiting = resolve));
  return { audio, controller, canvas, next, latest: () => latest! };
}

function pixels(canvas: HTMLCanvasElement) {
  const ratio = canvas.width / canvas.getBoundingClientRect().width;
  const ctx = canvas.getContext('2d')!;
  return (x: number, y: number): Rgb => {
    const d = ctx.getImageData(Math.floor(x * ratio), Math.floor(y * ratio), 1, 1).data;
    return [d[0]!, d[1]!, d[2]!];
  };
}

/**
 * Animation frames run by the test at chosen timestamps (performance.now() ms) instead of the
 * display's: `draw(time)` runs the frame the view asked for.
 */
function frameByFrame() {
  const real = { request: window.requestAnimationFrame, cancel: window.cancelAnimationFrame };
  let pending: FrameRequestCallback | null = null;
  window.requestAnimationFrame = (callback) => {
    pending = callback;
    return 1;
  };
  window.cancelAnimationFrame = () => {
    pending = null;
  };
  const restore = () => {
    window.requestAnimationFrame = real.request;
    window.cancelAnimationFrame = real.cancel;
  };
  cleanups.push(restore);
  return {
    draw(time: number) {
      const callback = pending;
      pending = null;
      if (!callback) throw new Error('the view asked for no frame');
      callback(time);
    },
    restore,
  };
}

const BLACK: Rgb = [0, 0, 0];
const isBlack = (rgb: Rgb) => rgb.every((c) => c < 8);

/** How far above `y` (CSS px) the run of non-black pixels up the column from (x, start) reaches. */
function reachAbove(
  at: (x: number, y: number) => Rgb,
  x: number,
  start: number,
  y: number,
  reach: number,
): number {
  let top = start;
  while (top > y - reach && !isBlack(at(x, top - 1))) top--;
  return y - top;
}

describe("the 'ring now' cue", () => {
  test('the note at the hit line and its name flash and grow at the song time the note is scheduled on', async () => {
    // C4 rings at beat 4; the lead-in is 4 beats at 100 bpm (0.6 s a beat).
    const song = songWith({ 60: [4], 67: [8] });
    const view = mount(song, 1280, 720);
    view.controller.playback.play();
    const strike = view.audio.started[0]!.notes.find((note) => note.pitchId === 60)!.time;
    expect(strike).toBeCloseTo(2.4, 9);
    const from = view.audio.started[0]!.fromSongTime;

    const show = async (songTime: number) => {
      view.audio.advance(songTime - from - (view.audio.songTime()! - from));
      expect(view.audio.songTime()).toBeCloseTo(songTime, 9);
      const shown = await view.next();
      const g = geometry(shown.frame);
      const row = shown.frame.rows.findIndex((r) => r.pitchId === 60);
      const place = g.places.find((p) => p.row === row)!;
      const at = pixels(shown.canvas);
      const x = noteX(g, shown.frame.position, 4);
      return {
        g,
        place,
        // Left of the name, inside its plate: the plate's colour, or the ground.
        plate: at(g.labelX + RING_SIZES.labelPad - 4, place.y),
        // The note's top edge above its centre, in a column clear of the hit line and its letter.
        note: reachAbove(at, x - g.note * 0.2, place.y - g.note * 0.38, place.y, g.note),
        rowColour: at(x - g.note * 0.3, place.y - g.note * 0.3),
      };
    };

    const before = await show(strike - 0.05);
    expect(isBlack(before.plate)).toBe(true);
    const at = await show(strike);
    expect(isBlack(at.plate)).toBe(false);
    expect(contrastRatio(at.plate, at.rowColour)).toBeLessThan(1.1);
    expect(at.note).toBeGreaterThan(before.note * 1.25);
    const after = await show(strike + 0.5);
    expect(isBlack(after.plate)).toBe(true);
    expect(after.note).toBeLessThan(at.note / 1.25);
  });

  test('with a device offset, the cue shows on the frame seen when this device sounds the strike', () => {
    // C4 rings at beat 4, 2.4 s of song time; this device sounds 200 ms late (its calibration).
    const song = songWith({ 60: [4], 67: [8] });
    const frames = frameByFrame();
    const view = mount(song, 1280, 720, { deviceOffsetMs: 200 });
    view.controller.playback.play();
    const strike = view.audio.started[0]!.notes.find((note) => note.pitchId === 60)!.time;
    const from = view.audio.started[0]!.fromSongTime;
    // The clock runs from 0.3 s before the strike, now.
    view.audio.advance(strike - 0.3 - from);
    view.audio.run();
    const since = performance.now();
    const plateAt = (shownAt: number) => {
      // A frame drawn now is on screen about one refresh (1/60 s) later.
      frames.draw(shownAt - 1000 / 60);
      const frame = view.latest();
      const g = geometry(frame);
      const place = g.places.find((p) => frame.rows[p.row]!.pitchId === 60)!;
      return pixels(view.canvas)(g.labelX + RING_SIZES.labelPad - 4, place.y);
    };
    // On screen when the strike leaves the audio clock: the device has not sounded it yet.
    expect(isBlack(plateAt(since + 300))).toBe(true);
    // On screen when the device sounds it.
    expect(isBlack(plateAt(since + 500))).toBe(false);
    frames.restore();
  });

  test('at a practice tempo of 50 % the cue lasts as long as heard, not twice as long', () => {
    // At 50 % of 100 bpm a beat lasts 1.2 s: C4 at beat 4 is heard 4.8 s into the song.
    const song = songWith({ 60: [4], 67: [8] });
    const frames = frameByFrame();
    const view = mount(song, 1280, 720, { practiceTempo: 50 });
    view.controller.playback.play();
    const strike = view.audio.started[0]!.notes.find((note) => note.pitchId === 60)!.time;
    expect(strike).toBeCloseTo(4.8, 9);
    const from = view.audio.started[0]!.fromSongTime;
    const plateAt = (songTime: number) => {
      view.audio.advance(songTime - view.audio.songTime()!);
      frames.draw(performance.now());
      const frame = view.latest();
      expect(frame.secondsPerBeat).toBeCloseTo(1.2, 9);
      const g = geometry(frame);
      const place = g.places.find((p) => frame.rows[p.row]!.pitchId === 60)!;
      return pixels(view.canvas)(g.labelX + RING_SIZES.labelPad - 4, place.y);
    };
    expect(from).toBeLessThan(strike);
    expect(isBlack(plateAt(strike - 0.05))).toBe(true);
    expect(isBlack(plateAt(strike))).toBe(false);
    // CUE_SECONDS (0.35 s) after the strike as heard, the cue is over.
    expect(isBlack(plateAt(strike + CUE_SECONDS + 0.05))).toBe(true);
    frames.restore();
  });

  test('a paused song at the strike shows no cue', async () => {
    const song = songWith({ 60: [0] });
    const view = mount(song, 1280, 720, { warmupBeats: 0 });
    view.controller.setPosition(0);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const frame = view.latest();
    const g = geometry(frame);
    const place = g.places.find((p) => frame.rows[p.row]!.pitchId === 60)!;
    expect(isBlack(pixels(view.canvas)(g.labelX + RING_SIZES.labelPad - 4, place.y))).toBe(true);
  });
});

describe("the count-in's big count", () => {
  test.each([
    [8, 390, 844],
    [14, 1280, 720],
    [37, 1920, 1080],
  ] as const)(
    '%i rows at %ix%i: the count shows over the notes and no name changes under it',
    async (rows, width, height) => {
      const song = ringSong(rows, 16);
      const picture = (countIn: boolean) => {
        const frames = frameByFrame();
        const view = mount(song, width, height, { countIn, warmupBeats: 4 });
        view.controller.playback.play();
        // Half a beat into the lead-in: the count says '1'.
        view.audio.advance(0.3);
        frames.draw(performance.now());
        frames.restore();
        const frame = view.latest();
        const ctx = view.canvas.getContext('2d')!;
        const ratio = view.canvas.width / width;
        const g = geometry(frame);
        // Each column's names (with 37 rows in two columns, the second's are right of its own notes).
        const names = g.columns.flatMap((column) =>
          Array.from(
            ctx.getImageData(
              Math.floor(column.labelX * ratio),
              0,
              Math.floor(column.x1 * ratio) - Math.floor(column.labelX * ratio),
              view.canvas.height,
            ).data,
          ),
        );
        return { frame, g, names, at: pixels(view.canvas) };
      };
      const counted = picture(true);
      const plain = picture(false);
      expect(counted.frame.count).toBe('1');
      expect(plain.frame.count).toBeNull();
      const box = ringCountRect(counted.frame);
      // Clear of the names' column and of the hit line (and a note grown on it).
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThan(counted.g.hitX - counted.g.note / 2);
      expect(box.width).toBeGreaterThanOrEqual(48);
      // The count's near-white figure is in its box.
      let figure = false;
      for (let x = box.x; x < box.x + box.width && !figure; x += 2)
        for (let y = box.y; y < box.y + box.height && !figure; y += 2)
          figure = contrastRatio(counted.at(x, y), BLACK) > 18 && contrastRatio(plain.at(x, y), BLACK) < 18;
      expect(figure).toBe(true);
      // Every name reads as without the count (compared whole, not printed whole when not).
      expect(counted.names.length).toBe(plain.names.length);
      expect(counted.names.every((value, i) => value === plain.names[i])).toBe(true);
    },
  );
});

describe('contrast, from the pixels', () => {
  test.each([
    [8, 1280, 720],
    [14, 1920, 1080],
    [37, 1920, 1080],
  ] as const)(
    '%i rows at %ix%i: names and notes at least 7:1, bar numbers and the hit line white',
    async (rows, width, height) => {
      const song = ringSong(rows, 16);
      const view = mount(song, width, height);
      view.controller.setPosition(6);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const frame = view.latest();
      const g = geometry(frame);
      const at = pixels(view.canvas);
      expect(at(5, height - 3)).toEqual(BLACK);
      expect(contrastRatio(at(g.hitX, height / 2), BLACK)).toBeGreaterThanOrEqual(20);
      let names = 0;
      let notes = 0;
      for (const place of g.places) {
        if (frame.quiet[place.row]) continue;
        // The name's brightest pixel is its own colour (its edges are blends with the ground).
        let brightest: Rgb = BLACK;
        const labelX = g.columns[place.column]!.labelX;
        for (let x = labelX; x < g.columns[place.column]!.x1; x += 1)
          for (let dy = -g.labelFont / 2; dy <= g.labelFont / 2; dy += 1) {
            const rgb = at(x, place.y + dy);
            if (contrastRatio(rgb, BLACK) > contrastRatio(brightest, BLACK)) brightest = rgb;
          }
        expect(contrastRatio(brightest, BLACK)).toBeGreaterThanOrEqual(7);
        names++;
        const stave = song.staves.find((s) => rowKey(s) === rowKey(frame.rows[place.row]!))!;
        const note = stave.notes.find((n) => n.beat > frame.position + 1 && n.beat < frame.position + 6);
        if (!note) continue;
        // Up and left of the centre: the head's colour, clear of its letter.
        const head = at(
          noteX(g, frame.position, note.beat, place.column) - g.note * 0.3,
          place.y - g.note * 0.3,
        );
        expect(contrastRatio(head, BLACK)).toBeGreaterThanOrEqual(7);
        notes++;
      }
      expect(names).toBeGreaterThan(2);
      expect(notes).toBeGreaterThan(2);
      // A bar number: white ink in the band above the rows.
      let white = false;
      for (let x = 0; x < g.labelX && !white; x++)
        white = contrastRatio(at(x, RING_SIZES.barBand / 2), BLACK) >= 20;
      expect(white).toBe(true);
    },
  );
});
