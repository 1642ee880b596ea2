/**
 * How long a dialog takes to open the first time and the second time, in Chromium against the
 * built app (API answered as for a signed-out visitor). Each run is a fresh browser context
 * (empty cache): the page loads, the library that opens on start is closed, the pointer moves
 * onto the Settings button and rests there 500 ms (as a hand reaching for it), then a click.
 * Timed in the page from the click to the first frame that shows the Song Settings dialog.
 * With DIALOGS_BASE_DIST (run.sh builds a baseline, `main` by default) the baseline is measured in
 * the same run, the two alternating run by run. Prints the medians of RUNS runs each and writes
 * the figures to bench/results/dialogs.json.
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
const BASE_DIST = process.env.DIALOGS_BASE_DIST;
const BASE_NAME = `baseline (${process.env.DIALOGS_BASE_REF ?? 'main'} ${process.env.DIALOGS_BASE_COMMIT ?? '?'})`;
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

interface Variant {
  readonly name: string;
  readonly dist: string;
}
const variants: Variant[] = [
  ...(BASE_DIST ? [{ name: BASE_NAME, dist: BASE_DIST }] : []),
  { name: 'this checkout', dist: DIST },
];
const servers = await Promise.all(variants.map((v) => serveApp(v.dist)));
try {
  const figures: Record<string, unknown> = {};
  const runs = variants.map(() => [] as { first: number; second: number }[]);
  for (let i = 0; i < RUNS; i++) {
    // Alternate the order, so neither side always goes first on a warm machine.
    const order = i % 2 === 0 ? variants.keys() : [...variants.keys()].reverse();
    for (const v of order) {
      const origin = `http://127.0.0.1:${(servers[v]!.address() as AddressInfo).port}`;
      runs[v]!.push(await run(origin));
    }
  }
  variants.forEach((variant, v) => {
    const first = median(runs[v]!.map((r) => r.first));
    const second = median(runs[v]!.map((r) => r.second));
    console.log(`${variant.name}:`);
    console.log(`  Song Settings, first opening:  median ${first.toFixed(0)} ms of ${RUNS}`);
    console.log(`  Song Settings, second opening: median ${second.toFixed(0)} ms of ${RUNS}`);
    console.log(
      `  runs: ${runs[v]!.map((r) => `${r.first.toFixed(0)}/${r.second.toFixed(0)}`).join(', ')} ms`,
    );
    figures[variant.name] = { runs: runs[v], medianFirstMs: first, medianSecondMs: second };
  });
  await writeFile(
    RESULTS,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), ...figures }, null, 2)}\n`,
  );
  console.log(`wrote ${RESULTS}`);
} finally {
  for (const server of servers) server.close();
}
