/**
 * Pictures of Ring along for a person to look at, with its sizes and contrast measured from the
 * pixels: songs of 8, 14 and 37 rows at 1280x720 and 1920x1080, a few seconds into playing.
 * Against a running app with its web build (BASE_URL, default http://127.0.0.1:3000):
 *
 *   node --import tsx e2e/ring-along-shots.ts
 *
 * Writes PNGs and the figures (figures.json) to e2e/screenshots/ring-along/.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { ringSong } from '../apps/web/test/ring-songs.ts';
import { chromiumLaunchOptions } from '../scripts/chromium.ts';
import { measureRingAlong } from './ring-along-pixels.ts';

const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const OUT = 'e2e/screenshots/ring-along';
const VIEWS = [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
] as const;
const ROWS = [8, 14, 37] as const;

const browser = await chromium.launch(chromiumLaunchOptions);
const figures: Record<string, unknown>[] = [];
try {
  await mkdir(OUT, { recursive: true });
  for (const view of VIEWS) {
    for (const rows of ROWS) {
      const page = await browser.newPage({ viewport: view, deviceScaleFactor: 1 });
      const song = ringSong(rows, 24);
      await page.addInitScript((kept) => localStorage.setItem('ringalong.work.v1', JSON.stringify(kept)), {
        title: song.meta.title,
        loadedTitle: song.meta.title,
        meta: { song_id: 0 },
        saveRequired: true,
        song,
      });
      // tsx names functions with a helper of its own; the measuring function runs in the page.
      await page.addInitScript('globalThis.__name = (f) => f');
      await page.goto(BASE_URL);
      await page.getByRole('textbox', { name: 'Song title' }).waitFor();
      await page.getByRole('button', { name: /^Ring along/ }).click();
      await page.locator('canvas.ra-canvas').waitFor();
      await page
        .getByRole('toolbar', { name: 'Ring along controls' })
        .getByRole('button', { name: 'Play' })
        .click();
      // The controls fade 2.5 s after the pointer last moved; the song is then a few bars in.
      await page.waitForTimeout(6000);
      const name = `${view.width}x${view.height}-${rows}-rows`;
      await page.screenshot({ path: `${OUT}/${name}-playing.png` });
      // Measured paused: no cue under way, no row on its way in or out.
      await page.mouse.move(400, 300);
      await page.mouse.move(420, 310);
      await page
        .getByRole('toolbar', { name: 'Ring along controls' })
        .getByRole('button', { name: 'Pause' })
        .click();
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.mouse.move(1, 1);
      await page.waitForTimeout(3500);
      await page.screenshot({ path: `${OUT}/${name}.png` });
      const pixels = await page.evaluate(measureRingAlong, 'canvas.ra-canvas');
      // Quiet rows (no notes in the bars ahead) are dimmed on purpose: counted apart.
      const active = pixels.labels.filter((label) => label.contrast >= 7);
      const quiet = pixels.labels.filter((label) => label.contrast < 7);
      const sizes = pixels.notes.map((note) => note.size).sort((a, b) => a - b);
      const summary = {
        name,
        headerVisible: await page.locator('header.app-header').isVisible(),
        hitX: pixels.hitX,
        names: pixels.labels.length,
        nameInkMin: Math.min(...active.map((label) => label.ink)),
        nameInkMax: Math.max(...active.map((label) => label.ink)),
        nameContrastMin: Math.min(...active.map((label) => label.contrast)),
        quietNames: quiet.length,
        quietContrastMin: quiet.length ? Math.min(...quiet.map((label) => label.contrast)) : null,
        notes: sizes.length,
        noteMin: sizes[0],
        noteMedian: sizes[Math.floor(sizes.length / 2)],
        noteContrastMin: Math.min(
          ...pixels.notes.filter((n) => n.contrast >= 4.5).map((note) => note.contrast),
        ),
        hitLineContrast: pixels.hitLineContrast,
      };
      figures.push({ ...summary, pixels });
      console.log(JSON.stringify(summary));
      await page.close();
    }
  }
  await writeFile(`${OUT}/figures.json`, `${JSON.stringify(figures, null, 2)}\n`);
} finally {
  await browser.close();
}
