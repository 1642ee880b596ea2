/**
 * Ring along on a canvas of its own: one animation-frame loop that reads the song position from
 * the audio clock (the same `playback.tick()` the editor's canvas uses), finds the quiet rows and
 * draws the picture whole (playing under 'reduce motion', a beat at a time): every row in its fixed place, by ringer in table order with a choir
 * (`controller.ringAlongRows()`), or only this device's ringer's rows in 'my part'. Loaded on
 * first entry (`Editor.ringAlong`).
 */
import { backingFor, MAX_BACKING_PIXELS } from '../backing.ts';
import type { EditorController } from '../controller/controller.ts';
import { recordDrawn } from '../drawn-positions.ts';
import { FrameTimes } from '../frame-times.ts';
import { STEP_BEATS } from '../render/stepped.ts';
import { drawRingAlong, type RingFrame } from './draw.ts';
import { quietRows } from './rows.ts';

export interface RingAlongOptions {
  /** Told each frame drawn (tests read the picture's geometry from it). */
  readonly onFrame?: (frame: RingFrame) => void;
}

/** Draws Ring along on `canvas` until the returned function is called. */
export function mountRingAlong(
  controller: EditorController,
  canvas: HTMLCanvasElement,
  options: RingAlongOptions = {},
): () => void {
  const ctx = canvas.getContext('2d', { alpha: false });
  let frameId = 0;
  let size = { width: 1, height: 1, ratio: 1 };
  const frames = new FrameTimes();
  // The system's 'reduce motion', followed as it changes: as the canvas, a beat at a time.
  const lessMotion = typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : null;

  const draw = (now: number) => {
    frameId = 0;
    // As the editor's canvas: the song time heard when this frame reaches the screen, the
    // device's calibrated offset later still, so the 'ring now' cue meets the sound.
    const playing = controller.playback.tick(frames.shownAt(now));
    const prefs = controller.prefs;
    const song = controller.song;
    const { rows, groups, part } = controller.ringAlongRows();
    // Seconds as heard: the practice tempo (a loop pass's while playing), not the written one.
    const bpm = playing ? controller.playback.bpm : (prefs.bpm * prefs.practiceTempo) / 100;
    const secondsPerBeat = 60 / bpm;
    const smooth = controller.position;
    const position =
      playing && (lessMotion?.matches ?? false) ? Math.floor(smooth / STEP_BEATS) * STEP_BEATS : smooth;
    const quiet = quietRows(song, rows, position, {
      aheadBars: prefs.aheadBars,
      visibleTo: position + prefs.lookAheadSeconds / secondsPerBeat,
    });
    const frame: RingFrame = {
      song,
      rows,
      width: size.width,
      height: size.height,
      position,
      secondsPerBeat,
      playing,
      lookAheadSeconds: prefs.lookAheadSeconds,
      colorMode: prefs.colorMode,
      quiet,
      quietRows: prefs.quietRows,
      groups,
      part,
      count: controller.playback.count,
    };
    if (ctx) {
      ctx.setTransform(size.ratio, 0, 0, size.ratio, 0, 0);
      drawRingAlong(ctx, frame);
    }
    options.onFrame?.(frame);
    if (playing) recordDrawn('ringAlong', position);
    if (playing) request();
  };
  const request = () => {
    if (frameId === 0) frameId = requestAnimationFrame(draw);
  };

  const resize = () => {
    const rect = canvas.getBoundingClientRect();
    const width = Math.max(1, Math.round(rect.width));
    const height = Math.max(1, Math.round(rect.height));
    const backing = backingFor(width, height, window.devicePixelRatio || 1, MAX_BACKING_PIXELS);
    if (canvas.width !== backing.width) canvas.width = backing.width;
    if (canvas.height !== backing.height) canvas.height = backing.height;
    size = { width, height, ratio: backing.ratio };
    if (frameId !== 0) cancelAnimationFrame(frameId);
    frameId = 0;
    draw(performance.now());
  };

  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(resize) : null;
  observer?.observe(canvas);
  window.addEventListener('resize', resize);
  const unsubscribe = controller.subscribe(request);
  resize();
  return () => {
    unsubscribe();
    observer?.disconnect();
    window.removeEventListener('resize', resize);
    if (frameId !== 0) cancelAnimationFrame(frameId);
    frameId = 0;
  };
}
