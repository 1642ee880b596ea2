import * as Tone from 'tone';
import { describe, expect, test } from 'vitest';
import {
  firstDifference,
  largestDifference,
  peak,
  RATE,
  ROUNDING,
  render,
} from '../../test/audio-offline.ts';
import { startEngine } from './engine';
import { LazyAudioEngine } from './facade';
import { getAudioEngine } from './index';
import { MASTER_DELAY_SECONDS, PREVIEW_DELAY_SECONDS } from './master-bus';
import { START_DELAY_SECONDS } from './scheduler';
import type { ScheduledNote } from './types';
import { RELEASE_SECONDS } from './voice';

const everyFifthSecond = (count: number): ScheduledNote[] =>
  Array.from({ length: count }, (_, i) => ({ time: i * 0.2, pitchId: 60 + (i % 8) }));

describe('unlock on the page', () => {
  test('getAudioEngine() is one engine; unlock starts its audio context and loads the bells once', async () => {
    const engine = getAudioEngine();
    expect(getAudioEngine()).toBe(engine);
    const madeByToneOnImport = Tone.getContext();
    expect(engine.isReady()).toBe(false);
    const unlocking = engine.unlock();
    expect(engine.unlock()).toBe(unlocking);
    await unlocking;
    expect(engine.isReady()).toBe(true);
    expect(Tone.getContext().rawContext).toBeInstanceOf(AudioContext);
    expect(Tone.getContext().state).toBe('running');
    expect(madeByToneOnImport.state).toBe('closed');
  });

  test('a preview asked for by the click that unlocks audio still sounds once the bells are ready', async () => {
    const rendered = await Tone.Offline(
      async () => {
        const facade = new LazyAudioEngine({
          // The offline render's own context plays; the facade only resumes what it is given.
          createContext: () => ({ resume: async () => {} }) as unknown as AudioContext,
          loadEngine: () => startEngine({ tone: Tone }),
        });
        const unlocking = facade.unlock();
        facade.preview(67);
        await unlocking;
      },
      0.5,
      1,
      RATE,
    );
    const warmUpOnly = await render({ seconds: 0.5 });
    expect(largestDifference(rendered.getChannelData(0), warmUpOnly)).toBeGreaterThan(0.1);
  });
});

describe('song time on the page', () => {
  test('follows the audio clock, never runs backwards and trails it by the output latency', async () => {
    const engine = await startEngine({
      tone: Tone,
      context: new AudioContext({ latencyHint: 'interactive' }),
    });
    const context = Tone.getContext();
    engine.startPlayback([], 2, { transposeSemitones: 0, muted: false });
    const anchor = context.currentTime + START_DELAY_SECONDS;
    expect(engine.songTime()).toBe(2);
    const seen: number[] = [];
    for (let frame = 0; frame < 30; frame++) {
      await new Promise(requestAnimationFrame);
      seen.push(engine.songTime()!);
    }
    for (let i = 1; i < seen.length; i++) expect(seen[i]).toBeGreaterThanOrEqual(seen[i - 1]!);
    const heard = engine.songTime()!;
    const clockSays = 2 + context.currentTime - anchor;
    expect(heard).toBeGreaterThan(2.1);
    expect(heard).toBeLessThanOrEqual(clockSays);
    expect(clockSays - heard).toBeLessThan(0.2);
    engine.stopPlayback();
  });

  test('tells its output delay: how far the sound leaving the output trails the audio clock', async () => {
    const engine = await startEngine({
      tone: Tone,
      context: new AudioContext({ latencyHint: 'interactive' }),
    });
    await new Promise(requestAnimationFrame);
    const delay = engine.outputDelayMs()!;
    // At least what the browser says of its output; the room adds the tap calibration to it.
    expect(delay).toBeGreaterThanOrEqual(0);
    expect(delay / 1000).toBeLessThan(0.5);
  });
});

describe('previews', () => {
  test('a preview sounds at the context time it was asked for: not 0.1 s later, and not behind the limiter lookahead', async () => {
    let askedAt = -1;
    const preview = (engine: LazyAudioEngine) => {
      askedAt = Tone.getContext().currentTime;
      engine.preview(64);
    };
    const withPreview = await render({ seconds: 1, at: [[0.5, preview]], bells: [{ time: 0, pitchId: 64 }] });
    const silent = await render({ seconds: 1 });
    const heardAt = askedAt + PREVIEW_DELAY_SECONDS;
    expect(Math.abs(firstDifference(withPreview, silent) - heardAt * RATE)).toBeLessThanOrEqual(1);
  });
});

describe('stop and mute', () => {
  const notes = everyFifthSecond(15);

  test('stop fades ringing bells over the release and silences notes already scheduled ahead', async () => {
    const stopAt = 1.02;
    const stopped = await render({ notes, seconds: 3.5, at: [[stopAt, (e) => e.stopPlayback()]] });
    const continuing = await render({ notes, seconds: 3.5 });
    expect(firstDifference(stopped, continuing) / RATE).toBeGreaterThanOrEqual(stopAt);
    const afterRelease = stopAt + RELEASE_SECONDS + 0.01;
    expect(peak(stopped, afterRelease, 3.5)).toBe(0);
    expect(peak(continuing, afterRelease, 3.5)).toBeGreaterThan(0.05);
  });

  test('muted playback is silent while its clock keeps running', async () => {
    let songTime: number | null = null;
    let askedAt = 0;
    const readClock = (engine: LazyAudioEngine) => {
      askedAt = Tone.getContext().currentTime;
      songTime = engine.songTime();
    };
    const muted = await render({
      notes,
      from: 0,
      options: { muted: true },
      seconds: 2,
      at: [[1, readClock]],
    });
    const nothing = await render({ seconds: 2 });
    expect(largestDifference(muted, nothing)).toBeLessThanOrEqual(ROUNDING);
    // Played at 0: heard the start delay and the master bus's lookahead later.
    expect(songTime).toBeCloseTo(askedAt - START_DELAY_SECONDS - MASTER_DELAY_SECONDS, 9);
  });

  test('unmuting brings the sound back for the notes that follow', async () => {
    const unmutedAt = 1.5;
    const toggled = await render({
      notes,
      options: { muted: true },
      seconds: 3,
      at: [[unmutedAt, (e) => e.setMuted(false)]],
    });
    const nothing = await render({ seconds: 3 });
    const back = firstDifference(toggled, nothing) / RATE;
    expect(back).toBeGreaterThanOrEqual(unmutedAt);
    expect(back).toBeLessThan(unmutedAt + 0.2);
  });
});
