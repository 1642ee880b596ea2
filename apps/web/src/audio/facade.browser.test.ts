import * as Tone from 'tone';
import { describe, expect, test } from 'vitest';
import { renderedBell } from './bell-render';
import { startEngine } from './engine';
import { LazyAudioEngine, type LoadedEngine } from './facade';
import { START_DELAY_SECONDS } from './scheduler';

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
      return startEngine({ tone: await import('tone'), context });
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

  test('a playback started meanwhile runs its lead-in at once, then on the audio clock', async () => {
    const page = slowPage();
    const unlocking = page.facade.unlock();
    page.facade.startPlayback(notes, -0.8, { transposeSemitones: 0, muted: true });
    expect(page.facade.songTime()).toBeGreaterThanOrEqual(-0.8);
    expect(page.facade.songTime()).toBeLessThan(-0.7);
    await new Promise((resolve) => setTimeout(resolve, 300));
    // The warm-up beats pass while the bells are still on their way, so the first note is on time.
    expect(page.facade.songTime()).toBeGreaterThanOrEqual(-0.5);
    expect(page.facade.playbackStats()).toBeNull();
    const beforeArrival = page.facade.songTime()!;
    page.arrive();
    await unlocking;
    await expect.poll(() => page.facade.playbackStats()?.scheduled ?? 0).toBeGreaterThan(0);
    expect(page.facade.songTime()!).toBeGreaterThan(beforeArrival);
    page.facade.stopPlayback();
    expect(page.facade.songTime()).toBeNull();
  });

  test('a lead-in that ends before the bells are in waits just short of the first note, which is not skipped', async () => {
    const page = slowPage();
    const unlocking = page.facade.unlock();
    page.facade.startPlayback(notes, -0.2, { transposeSemitones: 0, muted: true });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(page.facade.songTime()).toBe(notes[0]!.time - START_DELAY_SECONDS);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(page.facade.songTime()).toBe(notes[0]!.time - START_DELAY_SECONDS);
    page.arrive();
    await unlocking;
    await expect.poll(() => page.facade.playbackStats()?.scheduled ?? 0).toBeGreaterThan(0);
    expect(page.facade.playbackStats()).toMatchObject({ late: 0, dropped: 0 });
    page.facade.stopPlayback();
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

  test("a song's bells asked for ahead start no audio, and are rendered once the engine is in", async () => {
    const page = slowPage();
    // Pitches no other test renders, so the bell cache cannot already hold them.
    const song = [
      { time: 0, pitchId: 101, instrument: 'handchime' as const },
      { time: 1, pitchId: 103, instrument: 'handchime' as const },
    ];
    let rendered = false;
    const ahead = page.facade.prepareAhead(song, 0).then(() => {
      rendered = true;
    });
    expect(page.contexts).toHaveLength(0);
    const unlocking = page.facade.unlock();
    page.arrive();
    await unlocking;
    await ahead;
    expect(rendered).toBe(true);
    const rate = page.contexts[0]!.sampleRate;
    expect(renderedBell(101, 'handchime', rate)).toBeDefined();
    expect(renderedBell(103, 'handchime', rate)).toBeDefined();
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
