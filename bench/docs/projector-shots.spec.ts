import { mkdir, writeFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { SHOTS } from '../../e2e/helpers.ts';
import { countInAt, openKeptRingSong, pointAt } from '../../e2e/player-pages.ts';
import { measureRingAlong } from '../../e2e/ring-along-pixels.ts';
import { inkOf, measurePlayer } from './player-pixels.ts';

// Pictures of the player and of Ring along for a person to look at (issue 14): songs of 8, 14 and
// 37 rows (a three-octave set) at 1280x720 and 1920x1080, measured from their pixels: the names'
// height, the notes' size, and the contrast of names and notes against the ground (WCAG 2). The
// figures go to e2e/screenshots/projector/figures-*.json and into docs/ring-along.md.

const OUT = `${SHOTS}/projector`;
const VIEWS = [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
] as const;
const ROWS = [8, 14, 37] as const;

const controls = (page: Page) => page.getByRole('toolbar', { name: 'Ring along controls' });

/** Opens a song of `rows` rows (kept work, as after a visit) in the player. */
async function openSong(page: Page, rows: 8 | 14 | 37): Promise<void> {
  await openKeptRingSong(page, rows);
  await expect(page.locator('canvas.editor-canvas')).toBeVisible();
  // The kept work opens in the composer; the player is the view mode.
  await page.getByRole('button', { name: 'Switch to view mode' }).click();
  await expect(page.getByRole('button', { name: 'Switch to edit mode' })).toBeVisible();
}

const round = (value: number, places = 1) => Math.round(value * 10 ** places) / 10 ** places;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

for (const view of VIEWS)
  for (const rows of ROWS)
    test(`${rows} rows at ${view.width}x${view.height}: the player and Ring along, measured from the pixels`, async ({
      browser,
    }) => {
      test.setTimeout(90_000);
      const context = await browser.newContext({ viewport: view, deviceScaleFactor: 1 });
      const page = await context.newPage();
      await mkdir(OUT, { recursive: true });
      const name = `${view.width}x${view.height}-${rows}-rows`;
      await openSong(page, rows);
      // The names' ink is about this part of their font size (bold system-ui, 'C4').
      const inkPerPx = (await page.evaluate(inkOf, { text: 'C4', font: 100 })) / 100;

      // The player, a few bars in, paused.
      await page.locator('.play-button').click();
      await expect(page.locator('.play-button')).toHaveAccessibleName('Pause');
      await page.waitForTimeout(4000);
      await page.locator('.play-button').click();
      await expect(page.locator('.play-button')).toHaveAccessibleName('Play');
      await page.mouse.move(1, view.height / 2);
      await page.waitForTimeout(500);
      const shot = await page.screenshot({ path: `${OUT}/player-${name}.png` });
      const box = (await page.locator('canvas.editor-canvas').boundingBox())!;
      const player = await page.evaluate(measurePlayer, { png: shot.toString('base64'), canvas: box, rows });
      expect(player.labels.length).toBe(rows);
      expect(player.notes.length).toBeGreaterThan(0);
      // Stopped: Ring along's Play starts with the count-in.
      await page.getByRole('button', { name: 'Stop' }).click();

      // Ring along: the count-in, then playing, then paused (no cue under way) and measured.
      await page.getByRole('button', { name: /^Ring along/ }).click();
      await expect(page.locator('canvas.ra-canvas')).toBeVisible();
      await pointAt(page, controls(page).getByRole('button', { name: 'Play' }));
      await controls(page).getByRole('button', { name: 'Play' }).click();
      await page.waitForTimeout(700);
      await page.screenshot({ path: `${OUT}/ring-along-${name}-count-in.png` });
      await page.waitForTimeout(5000);
      await page.screenshot({ path: `${OUT}/ring-along-${name}-playing.png` });
      await pointAt(page, controls(page).getByRole('button', { name: 'Pause' }));
      await controls(page).getByRole('button', { name: 'Pause' }).click();
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.mouse.move(1, 1);
      await expect(controls(page)).toHaveCSS('opacity', '0', { timeout: 5000 });
      await page.screenshot({ path: `${OUT}/ring-along-${name}.png` });
      // Sizes with every row the view holds; quiet rows (no notes in the bars ahead) are dimmed
      // on purpose, so the contrast is measured with them hidden: every name left is one to ring.
      const ring = await page.evaluate(measureRingAlong, 'canvas.ra-canvas');
      await pointAt(page, controls(page).getByRole('button', { name: 'Hide', exact: true }));
      await controls(page).getByRole('button', { name: 'Hide', exact: true }).click();
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.mouse.move(1, 1);
      await expect(controls(page)).toHaveCSS('opacity', '0', { timeout: 5000 });
      await page.screenshot({ path: `${OUT}/ring-along-${name}-quiet-rows-hidden.png` });
      const hidden = await page.evaluate(measureRingAlong, 'canvas.ra-canvas');
      const active = hidden.labels;
      const figures = {
        name,
        player: {
          labelInk: median(player.labels.map((l) => l.ink)),
          labelFont: round(median(player.labels.map((l) => l.ink)) / inkPerPx),
          labelContrastMin: round(
            Math.min(...player.labels.filter((l) => l.contrast >= 3).map((l) => l.contrast)),
          ),
          noteSize: median(player.notes.map((n) => n.size)),
          noteContrastMin: round(Math.min(...player.notes.map((n) => n.contrast))),
        },
        ringAlong: {
          names: ring.labels.length,
          labelInkMin: round(Math.min(...ring.labels.map((l) => l.ink))),
          labelFontMin: round(Math.min(...ring.labels.map((l) => l.ink)) / inkPerPx),
          namesRinging: active.length,
          labelContrastMin: round(Math.min(...active.map((l) => l.contrast)), 2),
          quietLabelContrastMin: round(Math.min(...ring.labels.map((l) => l.contrast)), 2),
          notes: ring.notes.length,
          noteSizeMin: round(Math.min(...ring.notes.map((n) => n.size))),
          noteSizeMedian: median(ring.notes.map((n) => n.size)),
          noteContrastMin: round(Math.min(...[...ring.notes, ...hidden.notes].map((n) => n.contrast)), 2),
        },
      };
      await writeFile(`${OUT}/figures-${name}.json`, `${JSON.stringify(figures, null, 2)}\n`);
      console.log(JSON.stringify(figures));

      // Ring along's goals: names and note heads at least 7:1; across a room, names at least
      // 24 px and notes at least 20 px, with 37 rows too (rows are chosen, not shrunk).
      expect(active.length).toBeGreaterThanOrEqual(3);
      expect(ring.notes.length).toBeGreaterThan(0);
      for (const label of active) expect(label.contrast).toBeGreaterThanOrEqual(7);
      for (const note of [...ring.notes, ...hidden.notes]) expect(note.contrast).toBeGreaterThanOrEqual(7);
      expect(figures.ringAlong.labelFontMin).toBeGreaterThanOrEqual(23.5);
      expect(figures.ringAlong.noteSizeMin).toBeGreaterThanOrEqual(20);
      await context.close();
    });

test("the count-in's big count beside the row labels: the player at 390, 1280 and 1920 wide", async ({
  browser,
}) => {
  // What the picture shows (the count clear of the names) is a journey's check (e2e/ring-along.spec.ts).
  for (const view of [
    { width: 390, height: 844 },
    { width: 1280, height: 720 },
    { width: 1920, height: 1080 },
  ]) {
    await countInAt(browser, view, (page) =>
      page.screenshot({ path: `${OUT}/player-${view.width}x${view.height}-count-in.png` }).then(() => {}),
    );
  }
});
