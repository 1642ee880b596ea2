/**
 * The first sound on a cold page under the same throttling as the load: the page loads, the
 * pointer moves over it (the user's first sign of interacting), the network goes quiet, then the
 * first click opens a demo song and Play is pressed at once. Times come from the page: when each
 * bell was handed to Web Audio to start (the engine's warm-up strike is the first, when audio is
 * ready; the song's first note the next), against the first click.
 */
import type { Browser } from 'playwright-core';
import { throttle } from './measure.ts';

export interface FirstSoundFigures {
  /** First click to the engine's warm-up strike: the AudioContext runs and the bells are decoded. */
  readonly clickToReadyMs: number;
  /** First click to when the song's first note is due to sound (includes the song's count-in). */
  readonly clickToFirstNoteMs: number;
}

interface SoundRecord {
  click: number | null;
  starts: number[];
}

/** Runs in the page before its own scripts. */
function observeSound(): void {
  const record: SoundRecord = { click: null, starts: [] };
  (window as unknown as { firstSoundBench: SoundRecord }).firstSoundBench = record;
  window.addEventListener(
    'pointerdown',
    () => {
      record.click ??= performance.now();
    },
    true,
  );
  const start = AudioBufferSourceNode.prototype.start;
  AudioBufferSourceNode.prototype.start = function (
    this: AudioBufferSourceNode,
    when = 0,
    ...rest: number[]
  ) {
    record.starts.push(performance.now() + Math.max(0, when - this.context.currentTime) * 1000);
    return (start as (this: AudioBufferSourceNode, ...args: number[]) => void).call(this, when, ...rest);
  } as typeof start;
}

export async function measureFirstSound(browser: Browser, origin: string): Promise<FirstSoundFigures> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: 'globalThis.__name ??= (fn) => fn;' });
    await page.addInitScript(observeSound);
    const cdp = await context.newCDPSession(page);
    await throttle(cdp);
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
    await open.click();
    await page.getByRole('button', { name: 'Play' }).click();
    await page.waitForFunction(
      () => (window as unknown as { firstSoundBench: SoundRecord }).firstSoundBench.starts.length >= 2,
      undefined,
      { timeout: 60_000 },
    );
    const record = await page.evaluate(
      () => (window as unknown as { firstSoundBench: SoundRecord }).firstSoundBench,
    );
    const click = record.click ?? Number.NaN;
    return {
      clickToReadyMs: record.starts[0]! - click,
      clickToFirstNoteMs: Math.min(...record.starts.slice(1)) - click,
    };
  } finally {
    await context.close();
  }
}
