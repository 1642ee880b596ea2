/**
 * The count-in's first click, heard on every Play from the top (issue 23): the editor's Play
 * through the page's audio facade and the real engine, rendered offline. Each play is a page's
 * first, with the main thread late: audio and its bells get ready while the lead-in waits, and the
 * rehearsal planner is not in yet for the first of them. Its first click used to be skipped then.
 */
import { DEFAULT_PREFERENCES, type Preferences } from '@ringalong/song';
import { afterEach, describe, expect, test } from 'vitest';
import { peak, renderFromCold } from '../../../test/audio-offline.ts';
import { songWith } from '../../../test/songs.ts';
import { MASTER_DELAY_SECONDS } from '../../audio/master-bus.ts';
import type { ClickRecord } from '../../audio/ring.ts';
import { START_DELAY_SECONDS } from '../../audio/scheduler.ts';
import { EditorController } from '../controller/controller.ts';
import type { EditorHost } from '../types.ts';

/** 120 bpm, a 4-beat count-in: clicks at -2, -1.5, -1 and -0.5 s, the first note (C4) at 0 s. */
const prefs: Preferences = { ...DEFAULT_PREFERENCES, bpm: 120, warmupBeats: 4, countIn: true };
const song = songWith({ 60: [0, 1, 2, 3] });
const BUSY_MS = 40;

const clicks = () => (globalThis as { ringalongClicks?: ClickRecord[] }).ringalongClicks!;
afterEach(() => {
  delete (globalThis as { ringalongClicks?: ClickRecord[] }).ringalongClicks;
});

/** The main thread busy for `ms` (a long task: layout, another tab, a slow phone). */
function busy(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {}
}

/** Play from the top pressed on a page whose audio is not ready yet, the main thread late after it. */
function playFromTheTop(): Promise<Float32Array> {
  return renderFromCold(1, async (audio) => {
    const host: EditorHost = {
      getPreferences: () => prefs,
      onSongEdited: () => {},
      onPlaybackChange: () => {},
      onOpenBarMenu: () => {},
      onOpenBellMenu: () => {},
      onSaveRequested: () => {},
    };
    const editor = new EditorController(host, audio, song);
    editor.playback.stop();
    // The press unlocks audio and plays; the engine, its clicks and the bells load meanwhile.
    const unlocking = audio.unlock();
    editor.playback.play();
    busy(BUSY_MS);
    await unlocking;
    // Whatever the run waits for (its bells) is in before the render's clock starts.
    await audio.prepare(editor.song.staves.map((stave) => ({ time: 0, pitchId: stave.pitchId })));
  });
}

describe('the count-in on Play from the top (offline render)', () => {
  test('its first click sounds in 10 plays of 10, on time, the accented click of the bar', async () => {
    for (let play = 1; play <= 10; play++) {
      (globalThis as { ringalongClicks?: ClickRecord[] }).ringalongClicks = [];
      const signal = await playFromTheTop();
      // The run's clock starts with the render: the first click START_DELAY later, through the limiter.
      const at = START_DELAY_SECONDS + MASTER_DELAY_SECONDS;
      expect(peak(signal, 0, at - 0.002), `play ${play}: silence before the first click`).toBeLessThan(1e-3);
      // (The master bus is still settling this early in a fresh context, so the click is softer
      // than on the page, where the context has run since the warm-up note.)
      expect(peak(signal, at, at + 0.06), `play ${play}: the first click`).toBeGreaterThan(0.01);
      expect(clicks()[0], `play ${play}`).toEqual({ time: -2, accent: true, late: 0 });
      // The next click comes a beat (0.5 s) later.
      expect(clicks()[1]?.time, `play ${play}`).toBe(-1.5);
    }
  });
});
