import { expect, type Page, test } from '@playwright/test';
import { library, openApp, shot } from './helpers.ts';

/** The seeker thumb's centre (CSS pixels): the stage's thumb layer, wherever its transform has it. */
const thumbX = (page: Page) =>
  page.evaluate(() => {
    const thumb = [...document.querySelectorAll('canvas')].find((c) => c.style.willChange === 'transform');
    if (!thumb) return Number.NaN;
    const rect = thumb.getBoundingClientRect();
    return rect.left + rect.width / 2;
  });

/** The count-in's big count: the stage's square layer beside the hit point, while it shows. */
const countShown = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('canvas')].some((c) => {
      const rect = c.getBoundingClientRect();
      return c.style.display === 'block' && rect.width > 50 && Math.abs(rect.width - rect.height) < 2;
    }),
  );

async function openTwinkle(page: Page): Promise<void> {
  await openApp(page);
  await library(page).getByRole('button', { name: 'Open Twinkle Twinkle Little Star' }).click();
  await expect(library(page)).toBeHidden();
}

const panel = (page: Page) => page.getByRole('dialog', { name: 'Rehearse' });

test('a ringer loops bars 2-3 at 150 %: the position wraps from the end of bar 3 to bar 2, pass after pass', async ({
  page,
}) => {
  await openTwinkle(page);
  const play = page.getByRole('button', { name: 'Play' });
  // Play and stop once, so the stage (and its seeker thumb layer) is in; stopped, it rests at beat -4.
  await play.click();
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(play).toBeVisible();
  const atLeadInStart = await thumbX(page);

  await page.getByRole('button', { name: 'Rehearse' }).click();
  const rehearse = panel(page);
  await expect(rehearse).toBeVisible();
  await rehearse.getByRole('slider', { name: 'Practice tempo' }).press('End');
  await expect(rehearse.getByText('150 %', { exact: true })).toBeVisible();
  await rehearse.getByRole('checkbox', { name: 'Loop' }).check();
  await rehearse.getByRole('spinbutton', { name: 'From bar' }).fill('2');
  await rehearse.getByRole('spinbutton', { name: 'From bar' }).press('Enter');
  await rehearse.getByRole('spinbutton', { name: 'To bar' }).fill('3');
  await rehearse.getByRole('spinbutton', { name: 'To bar' }).press('Enter');
  await shot(page, 'rehearse-panel-1280');
  await page.keyboard.press('Escape');
  await expect(rehearse).toBeHidden();

  // Stopped with the loop on, the position is the loop's lead-in: 4 beats before bar 2, beat 0.
  await expect.poll(() => thumbX(page)).toBeGreaterThan(atLeadInStart + 1);
  const atBeat0 = await thumbX(page);
  await shot(page, 'rehearse-loop-handles');
  const perBeat = (atBeat0 - atLeadInStart) / 4;
  const xOf = (beat: number) => atBeat0 + beat * perBeat;

  await play.click();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  // Twinkle at 100 bpm x 150 %: a beat is 0.4 s; the lead-in 1.6 s, a pass of two bars 3.2 s.
  // The thumb is read in the page at every frame for 9 s of playing: reads from here, a round
  // trip each, came a beat or more apart on a loaded machine and skipped the end of a pass.
  const seen = await page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        const xs: number[] = [];
        const start = performance.now();
        const read = () => {
          const thumb = [...document.querySelectorAll('canvas')].find(
            (c) => c.style.willChange === 'transform',
          );
          if (thumb) {
            const rect = thumb.getBoundingClientRect();
            xs.push(rect.left + rect.width / 2);
          }
          if (performance.now() - start < 9000) requestAnimationFrame(read);
          else resolve(xs);
        };
        requestAnimationFrame(read);
      }),
  );
  await page.getByRole('button', { name: 'Pause' }).click();
  const tolerance = Math.max(3, perBeat / 2);
  // Never past the end of bar 3 (beat 12), and once in the passage never back before bar 2 (beat 4).
  expect(Math.max(...seen)).toBeLessThanOrEqual(xOf(12) + tolerance);
  const wraps = seen.flatMap((x, i) => (i > 0 && seen[i - 1]! - x > 4 * perBeat ? [i] : []));
  expect(wraps.length).toBeGreaterThanOrEqual(1);
  for (const i of wraps) {
    expect(seen[i - 1]!).toBeGreaterThan(xOf(10));
    expect(seen[i]!).toBeLessThan(xOf(6));
    expect(seen[i]!).toBeGreaterThanOrEqual(xOf(4) - tolerance);
  }
});

test('the count-in is seen: a big count beside the hit point during the lead-in, none with count-in off', async ({
  page,
}) => {
  await openTwinkle(page);
  await page.getByRole('button', { name: 'Rehearse' }).click();
  // Slow enough to see: 50 % (a beat is 1.2 s, the lead-in 4.8 s).
  const slider = panel(page).getByRole('slider', { name: 'Practice tempo' });
  for (let i = 0; i < 50; i++) await slider.press('ArrowLeft');
  await expect(panel(page).getByText('50 %', { exact: true })).toBeVisible();
  await expect(panel(page).getByRole('checkbox', { name: 'Count-in' })).toBeChecked();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Play' }).click();
  await expect.poll(() => countShown(page), { timeout: 15_000 }).toBe(true);
  await shot(page, 'rehearse-count-in');
  // Past the lead-in the count is gone.
  await expect.poll(() => countShown(page), { timeout: 20_000 }).toBe(false);
  await page.getByRole('button', { name: 'Stop' }).click();

  await page.getByRole('button', { name: 'Rehearse' }).click();
  await panel(page).getByRole('checkbox', { name: 'Count-in' }).uncheck();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Play' }).click();
  for (let i = 0; i < 15; i++) {
    expect(await countShown(page)).toBe(false);
    await page.waitForTimeout(200);
  }
});

test('the Rehearse panel on a phone', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  await openTwinkle(page);
  await page.getByRole('button', { name: 'Rehearse' }).tap();
  await expect(panel(page)).toBeVisible();
  await panel(page).getByRole('checkbox', { name: 'Loop' }).tap();
  await expect(panel(page).getByRole('checkbox', { name: 'Loop' })).toBeChecked();
  await shot(page, 'rehearse-panel-390');
  await context.close();
});
