/**
 * The first sound on a cold page under the same throttling as the load: the page loads, the
 * pointer moves over it (the user's first sign of interacting), the network goes quiet, then the
 * first click opens a demo song and Play is pressed at once. Times come from the page: when each
 * bell was handed to Web Audio to start (the engine's warm-up strike is the first, when audio is
 * ready; the song's first note the next), against the first click. Then Stop and Play again, with
 * everything loaded: the time from that Play to the first note is what "on time" means, and the
 * cold Play's first note is late by the difference.
 */
import type { Browser } from 'playwright-core';
import { throttledPage } from './measure.ts';

export interface FirstSoundFigures {
  /** First click to the engine's warm-up strike: the AudioContext runs and the bells are decoded. */
  readonly clickToReadyMs: number;
  /** First click to when the song's first note is due to sound (includes the song's count-in). */
  readonly clickToFirstNoteMs: number;
  /**
   * How much later the first note of a Play pressed at once after the first click sounds than the
   * first note of a Play pressed once everything is loaded (both from the Play press).
   */
  readonly firstNoteLateMs: number;
}

interface SoundRecord {
  clicks: number[];
  starts: number[];
}

/** Runs in the page before its own scripts. */
function observeSound(): void {
  const record: SoundRecord = { clicks: [], starts: [] };
  (window as unknown as { firstSoundBench: SoundRecord }).firstSoundBench = record;
  window.addEventListener('pointerdown', () => record.clicks.push(performance.now()), true);
  const start = AudioBufferSourceNode.prototype.start;
  AudioBufferSourceNode.prototype.start = function (
    this: AudioBufferSourceNode,
    when = 0,
    ...rest: number[]
  ) {
    // Bells rendered ahead in an OfflineAudioContext (their strike noise) are not heard sounds.
    if (!(this.context instanceof OfflineAudioContext))
      record.starts.push(performance.now() + Math.max(0, when - this.context.currentTime) * 1000);
    return (start as (this: AudioBufferSourceNode, ...args: number[]) => void).call(this, when, ...rest);
  } as typeof start;
}

export async function measureFirstSound(browser: Browser, origin: string): Promise<FirstSoundFigures> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  try {
    const { page } = await throttledPage(context, origin);
    await page.addInitScript({ content: 'globalThis.__name ??= (fn) => fn;' });
    await page.addInitScript(observeSound);
    let lastActivity = Date.now();
    let inFlight = 0;
    page.on('request', () => {
      inFlight++;
      lastActivity = Date.now();
    });
    const done = () => {
      inFlight--;
      lastActivity = Date.now();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    const quiet = async () => {
      while (inFlight > 0 || Date.now() - lastActivity < 2000) await new Promise((r) => setTimeout(r, 100));
    };
    await page.goto(origin, { waitUntil: 'load', timeout: 60_000 });
    const open = page.getByRole('button', { name: 'Open Ode to Joy' });
    await open.waitFor({ timeout: 60_000 });
    await page.mouse.move(300, 300);
    await page.mouse.move(320, 320);
    await quiet();
    const read = () =>
      page.evaluate(() => (window as unknown as { firstSoundBench: SoundRecord }).firstSoundBench);
    const startsAfter = (count: number) =>
      page.waitForFunction(
        (n) => (window as unknown as { firstSoundBench: SoundRecord }).firstSoundBench.starts.length > n,
        count,
        { timeout: 60_000 },
      );
    await open.click();
    await page.getByRole('button', { name: 'Play' }).click();
    // The warm-up strike, then the song's first note.
    await startsAfter(1);
    const cold = await read();
    await page.getByRole('button', { name: 'Stop' }).click();
    await page.waitForTimeout(1500);
    const struckBefore = (await read()).starts.length;
    await page.getByRole('button', { name: 'Play' }).click();
    await startsAfter(struckBefore);
    const warm = await read();
    const [click, coldPlay] = cold.clicks as [number, number];
    const warmPlay = warm.clicks.at(-1)!;
    const coldFirstNote = Math.min(...cold.starts.slice(1));
    const warmFirstNote = Math.min(...warm.starts.slice(struckBefore));
    return {
      clickToReadyMs: cold.starts[0]! - click,
      clickToFirstNoteMs: coldFirstNote - click,
      firstNoteLateMs: coldFirstNote - coldPlay - (warmFirstNote - warmPlay),
    };
  } finally {
    await context.close();
  }
}
