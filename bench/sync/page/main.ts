/**
 * The sync benchmark page: plays a song through the mounted editor and the real audio engine and
 * records, frame by frame, the position the picture shows and the frame's time, every bell
 * strike's start on the audio clock, and the context's output timestamps; and clicks notes into
 * the composer, recording each click's event time and the strike it starts. bench/sync/run.ts
 * turns these into offsets. It uses only what `main` has too, so a baseline builds the same page.
 */
import { createDefaultSong, DEFAULT_PREFERENCES, type Preferences, type Song } from '@ringalong/song';
import { getAudioEngine } from '../../../apps/web/src/audio/index.ts';
// A namespace: a baseline from before previews went past the limiter has no PREVIEW_DELAY_SECONDS.
import * as masterBus from '../../../apps/web/src/audio/master-bus.ts';
import { rowCenterY } from '../../../apps/web/src/editor/coords.ts';
import { createEditor } from '../../../apps/web/src/editor/index.ts';
import type { Frame } from '../../../apps/web/src/editor/render/frame.ts';

/** A strike (or any buffer source) started: its audio-clock time and when it was asked for. */
interface Start {
  readonly when: number;
  readonly calledAt: number;
  readonly currentTime: number;
}
let contextSeen: AudioContext | null = null;
const starts: Start[] = [];
const nativeStart = AudioBufferSourceNode.prototype.start;
AudioBufferSourceNode.prototype.start = function start(
  this: AudioBufferSourceNode,
  when?: number,
  ...rest: number[]
) {
  const context = this.context;
  // The page's own context only: the bells are rendered on offline ones.
  if (context instanceof AudioContext) {
    contextSeen = context;
    starts.push({ when: when ?? 0, calledAt: performance.now(), currentTime: context.currentTime });
  }
  return nativeStart.call(this, when, ...rest);
} as typeof nativeStart;

export interface Stamp {
  readonly contextTime: number;
  readonly performanceTime: number;
  readonly at: number;
  readonly currentTime: number;
}

function stamp(): Stamp | null {
  const context = contextSeen;
  if (!context) return null;
  const { contextTime = 0, performanceTime = 0 } = context.getOutputTimestamp();
  return { contextTime, performanceTime, at: performance.now(), currentTime: context.currentTime };
}

function latencies() {
  const context = contextSeen;
  return {
    outputLatency: context?.outputLatency ?? null,
    baseLatency: context?.baseLatency ?? null,
    sampleRate: context?.sampleRate ?? null,
    masterDelaySeconds: masterBus.MASTER_DELAY_SECONDS,
    previewDelaySeconds: (masterBus as { PREVIEW_DELAY_SECONDS?: number }).PREVIEW_DELAY_SECONDS,
  };
}

const host = (prefs: () => Preferences) => ({
  getPreferences: prefs,
  onSongEdited: () => {},
  onPlaybackChange: () => {},
  onOpenBarMenu: () => {},
  onOpenBellMenu: () => {},
  onSaveRequested: () => {},
});

function canvasOnPage(): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.style.cssText = 'position:fixed;inset:0;width:100vw;height:100vh';
  document.body.append(canvas);
  return canvas;
}

/** Notes every half beat on eight rows, for `beats` beats. */
function pulseSong(beats: number): Song {
  const pitches = [60, 62, 64, 65, 67, 69, 71, 72];
  return {
    ...createDefaultSong(),
    staves: pitches.map((pitchId, row) => ({
      pitchId,
      instrument: 'handbell' as const,
      notes: Array.from({ length: beats * 2 }, (_, i) => i)
        .filter((i) => i % pitches.length === row)
        .map((i) => ({ beat: i / 2, length: 0.5 })),
    })),
  };
}

/** Plays the pulse song for `seconds` and returns what the picture showed and the bells struck. */
async function playing(seconds: number, bpm: number) {
  const audio = getAudioEngine();
  await audio.unlock();
  // No count-in: its clicks would be taken for bells' strikes.
  const prefs: Preferences = { ...DEFAULT_PREFERENCES, bpm, warmupBeats: 2, editMode: false, countIn: false };
  const editor = createEditor(
    host(() => prefs),
    audio,
  );
  const canvas = canvasOnPage();
  const beats = Math.ceil((seconds * bpm) / 60);
  editor.loadSong(pulseSong(beats), { resetHistory: true });
  // The bells are rendered before the run, so the first Play starts at once.
  await audio.prepareAhead(
    [60, 62, 64, 65, 67, 69, 71, 72].map((pitchId) => ({ time: 0, pitchId })),
    12,
  );
  const frames: { time: number; position: number }[] = [];
  const stamps: Stamp[] = [];
  editor.mount(canvas, {
    layersNow: true,
    onFrame(_drew: boolean, shown: Frame) {
      const time = document.timeline.currentTime;
      if (typeof time === 'number') frames.push({ time, position: shown.viewport.position });
      const reading = stamp();
      if (reading) stamps.push(reading);
    },
  });
  await new Promise((resolve) => setTimeout(resolve, 500));
  frames.length = 0;
  starts.length = 0;
  stamps.length = 0;
  editor.play();
  await new Promise((resolve) => setTimeout(resolve, (seconds + 2 * (60 / bpm)) * 1000 + 300));
  editor.stop();
  editor.unmount();
  canvas.remove();
  return {
    bpm,
    noteBeats: Array.from({ length: beats * 2 }, (_, i) => i / 2),
    frames,
    strikes: starts.map((start) => start.when),
    stamps,
    ...latencies(),
  };
}

/** Clicks `count` notes into the composer's middle row and returns each click and the strike it made. */
async function previews(count: number) {
  const audio = getAudioEngine();
  await audio.unlock();
  const prefs: Preferences = { ...DEFAULT_PREFERENCES, editMode: true };
  const editor = createEditor(
    host(() => prefs),
    audio,
  );
  const canvas = canvasOnPage();
  editor.loadSong(createDefaultSong(), { resetHistory: true });
  let shown: Frame | null = null;
  editor.mount(canvas, {
    layersNow: true,
    onFrame: (_drew: boolean, frame: Frame) => {
      shown = frame;
    },
  });
  await new Promise((resolve) => setTimeout(resolve, 300));
  const vp = (shown as Frame | null)?.viewport;
  if (!vp) throw new Error('The editor showed no frame');
  const y = rowCenterY(vp, Math.floor(vp.rowCount / 2));
  const clicks: { eventTime: number; start: Start | null; stamp: Stamp | null }[] = [];
  // The first click renders the row's bell; the ones after it are measured.
  for (let i = 0; i <= count; i++) {
    const x = 320 + (i % 12) * 72;
    const options = { clientX: x, clientY: y, pointerId: 1, button: 0, isPrimary: true, bubbles: true };
    canvas.dispatchEvent(new PointerEvent('pointerdown', options));
    starts.length = 0;
    const up = new PointerEvent('pointerup', options);
    canvas.dispatchEvent(up);
    await new Promise((resolve) => setTimeout(resolve, i === 0 ? 1500 : 120));
    if (i > 0) clicks.push({ eventTime: up.timeStamp, start: starts[0] ?? null, stamp: stamp() });
    // Undo, so the next click on this spot adds a note again rather than deleting one.
    editor.undo();
  }
  editor.unmount();
  canvas.remove();
  return { clicks, ...latencies() };
}

Object.assign(window, { syncBench: { playing, previews } });
document.title = 'ready';
