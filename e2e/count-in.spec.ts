import { expect, type Page, test } from '@playwright/test';
import { library, openApp } from './helpers.ts';

interface ClickRecord {
  readonly time: number;
  readonly accent: boolean;
  readonly late: number;
}

const clicks = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { ringalongClicks: ClickRecord[] }).ringalongClicks);

test("the count-in's first click is handed to the sound on 10 plays of 10 from the top, each a page's first Play", async ({
  page,
}) => {
  test.setTimeout(240_000);
  // Every load records the count-in clicks the engine hands over (`ringalongClicks`).
  await page.addInitScript(() => {
    (globalThis as { ringalongClicks?: unknown[] }).ringalongClicks = [];
  });
  for (let play = 1; play <= 10; play++) {
    // A fresh page each time: audio, its bells and the rehearsal planner all load on this Play.
    await openApp(page);
    await library(page).getByRole('button', { name: 'Open Ode to Joy' }).click();
    await expect(library(page)).toBeHidden();
    await page.getByRole('button', { name: 'Play' }).click();
    await expect.poll(async () => (await clicks(page)).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    // Four warm-up beats at 100 bpm: clicks at -2.4, -1.8 ... s, the first the bar's accent.
    const [first, second] = await clicks(page);
    expect(first, `play ${play}`).toMatchObject({ time: expect.closeTo(-2.4, 6), accent: true });
    expect(second?.time, `play ${play}`).toBeCloseTo(-1.8, 6);
    await page.getByRole('button', { name: 'Stop' }).click();
  }
});
