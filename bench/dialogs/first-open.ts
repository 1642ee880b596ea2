/**
 * How long a dialog takes to open the first time and the second time, in Chromium against the
 * built app (API answered as for a signed-out visitor). Each run is a fresh browser context
 * (empty cache): the page loads, the library that opens on start is closed, the pointer moves
 * onto the Settings button and rests there 500 ms (as a hand reaching for it), then a click.
 * Timed in the page from the click to the first frame that shows the Song Settings dialog.
 * Prints the median of RUNS runs and writes the figures to bench/results/dialogs.json.
 */
import { writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../../scripts/chromium.ts';
import { serveApp } from '../lib/serve-app.ts';
import { median } from '../lib/stats.ts';

const DIST = process.env.DIALOGS_DIST ?? join(import.meta.dirname, '../../apps/web/dist');
const RESULTS = process.env.DIALOGS_RESULTS ?? join(import.meta.dirname, '../results/dialogs.json');
const RUNS = Number(process.env.DIALOGS_RUNS ?? 5);
const REST_MS = 500;

/**
 * Clicks Settings inside the page and resolves with the ms until a frame shows its dialog. A
 * string, so the TypeScript loader adds no helpers the page lacks.
 */
const OPEN_SETTINGS = `new Promise((resolve) => {
  const shown = () => [...document.querySelectorAll('[role="dialog"]')].some(
    (d) => d.textContent.includes('Song Settings') && d.getBoundingClientRect().height > 0);
  const start = performance.now();
  document.querySelector('button[aria-label="Song settings"]').click();
  const check = () => (shown() ? resolve(performance.now() - start) : requestAnimationFrame(check));
  requestAnimationFrame(check);
})`;

const openSettings = (page: Page) => page.evaluate<number>(OPEN_SETTINGS);

async function run(origin: string): Promise<{ first: number; second: number }> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    await page.goto(origin, { waitUntil: 'networkidle' });
    await page.getByRole('dialog', { name: 'Song Library' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Song Library' }).waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Song settings' }).hover();
    await page.waitForTimeout(REST_MS);
    const first = await openSettings(page);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Song Settings' }).waitFor({ state: 'hidden' });
    await page.waitForTimeout(REST_MS);
    const second = await openSettings(page);
    return { first, second };
  } finally {
    await browser.close();
  }
}

const server = await serveApp(DIST);
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
try {
  const runs: { first: number; second: number }[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await run(origin));
  const first = median(runs.map((r) => r.first));
  const second = median(runs.map((r) => r.second));
  console.log(`Song Settings, first opening:  median ${first.toFixed(0)} ms of ${RUNS}`);
  console.log(`Song Settings, second opening: median ${second.toFixed(0)} ms of ${RUNS}`);
  console.log(`  runs: ${runs.map((r) => `${r.first.toFixed(0)}/${r.second.toFixed(0)}`).join(', ')} ms`);
  await writeFile(
    RESULTS,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), runs, medianFirstMs: first, medianSecondMs: second }, null, 2)}\n`,
  );
  console.log(`wrote ${RESULTS}`);
} finally {
  server.close();
}
