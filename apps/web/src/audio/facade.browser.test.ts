import * as Tone from 'tone';
import { describe, expect, test } from 'vitest';
import { startEngine } from './engine';
import { LazyAudioEngine, type LoadedEngine } from './facade';

/** A facade as the page builds it, whose engine chunk arrives only when `arrive()` is called. */
function slowPage(options: { failFirst?: boolean } = {}) {
  const contexts: AudioContext[] = [];
  const resumedBeforeLoad: boolean[] = [];
  let arrive = () => {};
  let loads = 0;
  const facade = new LazyAudioEngine({
    createContext: () => {
      const context = new AudioContext({ latencyHint: 'interactive' });
      const resume = context.resume.bind(context);
      resumedBeforeLoad.push(false);
      const index = resumedBeforeLoad.length - 1;
      context.resume = () => {
        resumedBeforeLoad[index] = true;
        return resume();
      };
      contexts.push(context);
      return context;
    },
    loadEngine: async (context): Promise<LoadedEngine> => {
      loads++;
      await new Promise<void>((resolve) => {
        arrive = resolve;
      });
      if (options.failFirst && loads === 1) throw new Error('chunk failed to load');
      return startEngine({ tone: await import('tone'), samplesBaseUrl: '/samples/', context });
    },
  });
  return { facade, contexts, resumedBeforeLoad, arrive: () => arrive(), loads: () => loads };
}

const notes = Array.from({ length: 20 }, (_, i) => ({ time: i * 0.25, pitchId: 60 + (i % 5) }));

describe('the page engine before its code has arrived', () => {
  test('unlock makes and resumes the AudioContext in its own call; the engine then plays on it', async () => {
    const page = slowPage();
    const unlocking = page.facade.unlock();
    expect(page.contexts).toHaveLength(1);
    expect(page.resumedBeforeLoad).toEqual([true]);
    expect(page.facade.unlock()).toBe(unlocking);
    expect(page.facade.isReady()).toBe(false);
    page.arrive();
    await unlocking;
    expect(page.facade.isReady()).toBe(true);
    expect(page.contexts).toHaveLength(1);
    expect(Tone.getContext().rawContext).toBe(page.contexts[0]);
    expect(page.contexts[0]!.state).toBe('running');
  });

  test('the engine and Tone.js are fetched once however often unlock is called', async () => {
    const page = slowPage();
    const first = page.facade.unlock();
    const second = page.facade.unlock();
    page.arrive();
    await Promise.all([first, second]);
    await page.facade.unlock();
    expect(page.loads()).toBe(1);
  });

  test('a playback started meanwhile waits at its start, then runs on the audio clock', async () => {
    const page = slowPage();
    const unlocking = page.facade.unlock();
    page.facade.startPlayback(notes, -0.2, { transposeSemitones: 0, muted: true });
    expect(page.facade.songTime()).toBe(-0.2);
    expect(page.facade.playbackStats()).toBeNull();
    page.arrive();
    await unlocking;
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(page.facade.songTime()!).toBeGreaterThan(-0.2);
    expect(page.facade.playbackStats()!.scheduled).toBeGreaterThan(0);
    page.facade.stopPlayback();
    expect(page.facade.songTime()).toBeNull();
  });

  test('a playback stopped before the engine arrives never starts', async () => {
    const page = slowPage();
    const unlocking = page.facade.unlock();
    page.facade.startPlayback(notes, 0, { transposeSemitones: 0, muted: true });
    page.facade.stopPlayback();
    expect(page.facade.songTime()).toBeNull();
    page.arrive();
    await unlocking;
    expect(page.facade.songTime()).toBeNull();
  });

  test('when the engine fails to load, its context is closed and the next unlock starts afresh', async () => {
    const page = slowPage({ failFirst: true });
    const first = page.facade.unlock();
    page.arrive();
    await expect(first).rejects.toThrow('chunk failed to load');
    await expect.poll(() => page.contexts[0]!.state).toBe('closed');
    const second = page.facade.unlock();
    expect(second).not.toBe(first);
    expect(page.contexts).toHaveLength(2);
    page.arrive();
    await second;
    expect(page.facade.isReady()).toBe(true);
  });
});
