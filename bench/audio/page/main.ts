/**
 * The audio benchmark page: the time to synthesize a 14-bell song's bells and the longest task it
 * leaves on the main thread, and late notes while the real engine plays with a busy main thread.
 * Driven from bench/audio/run.ts through window.audioBench.
 */

import { synthesizeBells } from '../../../apps/web/src/audio/bell-render';
import type { LazyAudioEngine } from '../../../apps/web/src/audio/facade';
import { getAudioEngine } from '../../../apps/web/src/audio/index';
import type { ScheduledNote } from '../../../apps/web/src/audio/types';

const context = new AudioContext();

/**
 * Renders `pitches` afresh, all at once as the engine does for a song: the wall time until every
 * bell is in, the main thread's own share (building the nodes) and the long tasks meanwhile.
 */
async function synthesize(pitches: readonly number[]) {
  const longTasks: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(entry.duration);
  });
  observer.observe({ type: 'longtask' });
  const start = performance.now();
  const rendering = synthesizeBells(
    pitches.map((midi) => ({ midi, instrument: 'handbell' as const })),
    context.sampleRate,
  );
  const mainThreadMs = performance.now() - start;
  const bells = await rendering;
  const wallMs = performance.now() - start;
  // Long tasks are reported a little after they end.
  await new Promise((resolve) => setTimeout(resolve, 100));
  observer.disconnect();
  const seconds = bells.reduce((sum, bell) => sum + bell.body.duration, 0);
  return { wallMs, mainThreadMs, longTasks, seconds };
}

/** Keeps the main thread busy for `busyMs` of every animation frame, like a heavy page would. */
function busyEveryFrame(busyMs: number): { stop(): number } {
  let frames = 0;
  let running = true;
  const frame = () => {
    if (!running) return;
    frames++;
    const until = performance.now() + busyMs;
    while (performance.now() < until) {
      // spin
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  return {
    stop() {
      running = false;
      return frames;
    },
  };
}

async function lateNotes(count: number, spacingSeconds: number, busyMs: number) {
  // The app's own engine, as the page gets it; its figures come from the facade's concrete class.
  const engine = getAudioEngine() as LazyAudioEngine;
  await engine.unlock();
  const notes: ScheduledNote[] = Array.from({ length: count }, (_, i) => ({
    time: i * spacingSeconds,
    pitchId: 55 + ((i * 7) % 26),
  }));
  const busy = busyEveryFrame(busyMs);
  const started = performance.now();
  engine.startPlayback(notes, 0, { transposeSemitones: 0, muted: false });
  while ((engine.playbackStats()?.scheduled ?? 0) < count) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const seconds = (performance.now() - started) / 1000;
  const frames = busy.stop();
  const stats = engine.playbackStats()!;
  engine.stopPlayback();
  return { ...stats, seconds, frames, sampleRate: context.sampleRate };
}

Object.assign(window, { audioBench: { synthesize, lateNotes } });
