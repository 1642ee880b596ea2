import { type CDPSession, expect, type Page, test } from '@playwright/test';
import { library, openApp, shot } from './helpers.ts';

// Its subject is the moving picture: it plays with the glide, as most visitors see it (the
// journeys' default is less motion, e2e/playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

// The loop's handles on the seeker, by finger: a phone (touch, 390 px wide) drags the loop's start
// and end handles and plays the passage they mark. Ode to Joy is 16 bars of 4/4 (its last note on
// beat 62): the seeker runs from the warm-up's start (beat -4) at x 20 to beat 62 at 20 px from the
// canvas's right edge.
const FROM = -4;
const TO = 62;

test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

const canvas = (page: Page) => page.locator('canvas.editor-canvas');
const panel = (page: Page) => page.getByRole('dialog', { name: 'Rehearse' });

/** The seeker's track on the page: where a beat lies and the height of the track's middle. */
async function seeker(page: Page) {
  const box = (await canvas(page).boundingBox())!;
  const width = box.width - 40;
  return {
    y: box.y + box.height - 50,
    x: (beat: number) => box.x + 20 + ((beat - FROM) / (TO - FROM)) * width,
    beat: (x: number) => FROM + ((x - box.x - 20) / width) * (TO - FROM),
  };
}

/** The play position as the seeker's thumb shows it. */
async function shownBeat(page: Page): Promise<number> {
  const x = await page.evaluate(() => {
    const stage = document.querySelector('canvas.editor-canvas + div');
    const thumb = [...(stage?.children ?? [])].find(
      (child): child is HTMLCanvasElement =>
        child instanceof HTMLCanvasElement && child.style.willChange === 'transform',
    );
    return thumb ? new DOMMatrix(getComputedStyle(thumb).transform).m41 : Number.NaN;
  });
  const box = (await canvas(page).boundingBox())!;
  return FROM + ((x - 20) / (box.width - 40)) * (TO - FROM);
}

/**
 * A finger pressed at `from`, moved in steps to `to` and lifted (touch events, as a phone sends).
 * Like a finger placing a handle on a bar, it settles before it lifts: the events' own times have
 * it move a step each 30 ms and take its last pixel slowly. A finger lifted while still moving
 * starts a fling, and Chromium takes the next tap (within the fling's time, longer on a loaded
 * machine) as the tap that stops the fling, not as a click.
 */
async function drag(cdp: CDPSession, y: number, from: number, to: number): Promise<void> {
  const point = (x: number) => [{ x, y, radiusX: 6, radiusY: 6, force: 1, id: 1 }];
  let at = Date.now() / 1000 - 1;
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number | null, after: number) => {
    at += after;
    return cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: x === null ? [] : point(x),
      timestamp: at,
    });
  };
  const near = to - Math.sign(to - from);
  await touch('touchStart', from, 0);
  for (let i = 1; i <= 8; i++) await touch('touchMove', from + ((near - from) * i) / 8, 0.03);
  await touch('touchMove', to, 0.25);
  await touch('touchEnd', null, 0.05);
}

/** The loop's bars as the Rehearse panel shows them. */
async function loopBars(page: Page): Promise<[string, string]> {
  await page.getByRole('button', { name: 'Rehearse' }).tap();
  await expect(panel(page)).toBeVisible();
  const bars: [string, string] = [
    await panel(page).getByRole('spinbutton', { name: 'From bar' }).inputValue(),
    await panel(page).getByRole('spinbutton', { name: 'To bar' }).inputValue(),
  ];
  await panel(page).getByRole('button', { name: 'Close' }).tap();
  await expect(panel(page)).toBeHidden();
  return bars;
}

test('on a phone, a finger drags the loop handles to bars 3-5 and the passage plays over and over', async ({
  page,
}) => {
  await openApp(page);
  await library(page).getByRole('button', { name: 'Open Ode to Joy' }).tap();
  await expect(library(page)).toBeHidden();
  // Play and stop once, so the stage (seeker thumb and loop handles) is in.
  await page.getByRole('button', { name: 'Play' }).tap();
  await page.getByRole('button', { name: 'Stop' }).tap();

  // Loop on at its default, bars 1-4 (beats 0-16), and the fastest practice tempo to see passes soon.
  await page.getByRole('button', { name: 'Rehearse' }).tap();
  await panel(page).getByRole('checkbox', { name: 'Loop' }).tap();
  await expect(panel(page).getByRole('checkbox', { name: 'Loop' })).toBeChecked();
  await panel(page).getByRole('slider', { name: 'Practice tempo' }).press('End');
  await expect(panel(page).getByText('150 %', { exact: true })).toBeVisible();
  await panel(page).getByRole('button', { name: 'Close' }).tap();
  await expect(panel(page)).toBeHidden();
  expect(await loopBars(page)).toEqual(['1', '4']);

  const track = await seeker(page);
  const cdp = await page.context().newCDPSession(page);
  // The start handle (beat 0) to bar 3's start (beat 8); the end handle (beat 16) to bar 5's end (beat 20).
  await drag(cdp, track.y, track.x(0), track.x(8));
  await drag(cdp, track.y, track.x(16), track.x(20));
  expect(await loopBars(page)).toEqual(['3', '5']);
  // Stopped with the loop on, the position rests at the loop's lead-in: 4 beats before bar 3.
  await expect.poll(() => shownBeat(page)).toBeCloseTo(4, 0);
  await shot(page, 'loop-touch-handles-390');

  await page.getByRole('button', { name: 'Play' }).tap();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  // 150 % of 100 bpm: a beat is 0.4 s; the lead-in 1.6 s, a pass of three bars 4.8 s. The page
  // samples the thumb itself for 10 s, each sample with its time: on a loaded machine the gaps
  // between samples grow, and what is checked around a wrap is bounded by the gap actually taken.
  const box = (await canvas(page).boundingBox())!;
  const samples = await page.evaluate(async () => {
    const thumbX = () => {
      const stage = document.querySelector('canvas.editor-canvas + div');
      const thumb = [...(stage?.children ?? [])].find(
        (child): child is HTMLCanvasElement =>
          child instanceof HTMLCanvasElement && child.style.willChange === 'transform',
      );
      return thumb ? new DOMMatrix(getComputedStyle(thumb).transform).m41 : Number.NaN;
    };
    const out: { x: number; at: number }[] = [];
    const end = performance.now() + 10_000;
    while (performance.now() < end) {
      out.push({ x: thumbX(), at: performance.now() });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return out;
  });
  await page.getByRole('button', { name: 'Pause' }).tap();
  const seen = samples.map(({ x, at }) => ({ beat: FROM + ((x - 20) / (box.width - 40)) * (TO - FROM), at }));
  // Never past the end of bar 5; wraps from its end (beat 20) back to the passage's start (bar 3,
  // beat 8): the sample before a wrap is at most the gap's beats (and half a beat of reading)
  // short of beat 20, the one after at most that past beat 8.
  expect(Math.max(...seen.map((s) => s.beat))).toBeLessThanOrEqual(20.5);
  const wraps = seen.flatMap((s, i) => (i > 0 && seen[i - 1]!.beat - s.beat > 6 ? [i] : []));
  expect(wraps.length).toBeGreaterThanOrEqual(1);
  for (const i of wraps) {
    const gap = (seen[i]!.at - seen[i - 1]!.at) / 400 + 0.5;
    expect(seen[i - 1]!.beat).toBeGreaterThanOrEqual(20 - gap);
    expect(seen[i]!.beat).toBeGreaterThanOrEqual(7.5);
    expect(seen[i]!.beat).toBeLessThanOrEqual(8 + gap);
  }
});
