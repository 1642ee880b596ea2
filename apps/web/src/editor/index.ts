/**
 * The canvas editor (composer and player). The app holds one in its `SongDocument` (document.ts);
 * tests and benches create one with `createEditor(host, audio)`. Either is handed the canvas with
 * `mount`.
 */
import { addBars, applyBellSelection, deleteBars, type Song, setBarTimeSignature } from '@ringalong/song';
import type { AudioEngine } from '../audio/types.ts';
import { EditorController } from './controller/controller.ts';
import { mountCanvas } from './mount.ts';
import type { CanvasOptions, Editor, EditorHost, PlaybackState } from './types.ts';

export type { CanvasOptions, Editor, EditorHost, PlaybackState } from './types.ts';

export function createEditor(host: EditorHost, audio: AudioEngine): Editor {
  return editorFor(new EditorController(host, audio));
}

/** The public face over a controller; tests drive the same controller through it. */
export function editorFor(controller: EditorController): Editor {
  let unmount: (() => void) | null = null;
  return {
    mount(canvas: HTMLCanvasElement, options?: CanvasOptions) {
      unmount?.();
      unmount = mountCanvas(controller, canvas, options);
    },
    unmount() {
      unmount?.();
      unmount = null;
    },
    loadSong: (song: Song, options?: { resetHistory?: boolean }) => controller.loadSong(song, options),
    getSong: () => controller.song,
    preferencesChanged: () => controller.preferencesChanged(),
    play: () => controller.playback.play(),
    pause: () => controller.playback.pause(),
    stop: () => controller.playback.stop(),
    togglePlay: () => controller.playback.toggle(),
    getPlaybackState: (): PlaybackState => controller.playback.state,
    undo: () => controller.undo(),
    redo: () => controller.redo(),
    setBarTimeSignature: (barStart, numerator, denominator) =>
      void controller.commit(setBarTimeSignature(controller.song, barStart, numerator, denominator)),
    addBars: (barStart, count) => void controller.commit(addBars(controller.song, barStart, count)),
    deleteBars: (barStart, count) => void controller.commit(deleteBars(controller.song, barStart, count)),
    applyBellSelection: (selection, chimes) => {
      const bells = applyBellSelection(controller.song, selection);
      void controller.commit(chimes ? applyBellSelection(bells, chimes, 'handchime') : bells);
    },
  };
}
