import { expect, type Page, test } from '@playwright/test';
import { library, openApp } from './helpers.ts';
import { countInAt, openKeptRingSong, pointAt } from './player-pages.ts';
import { measureRingAlong } from './ring-along-pixels.ts';

// Its subject is the moving picture: it plays with the glide, as most visitors see it (the
// journeys' default is less motion, e2e/playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

// Ring along: the song full screen for a room ringing from a projector (issue 14).

async function openDemo(page: Page): Promise<void> {
  await openApp(page);
  await library(page).getByRole('button', { name: 'Open Twinkle Twinkle Little Star' }).click();
  await expect(library(page)).toBeHidden();
}

const controls = (page: Page) => page.getByRole('toolbar', { name: 'Ring along controls' });
const canvas = (page: Page) => page.locator('canvas.ra-canvas');

test('a demo in Ring along: header hidden, canvas over the whole screen, Play, Escape leaves', async ({
  page,
}) => {
  await page.addInitScript('globalThis.__name = (f) => f');
  await openDemo(page);
  await page.getByRole('button', { name: 'Ring along', exact: true }).click();

  await expect(canvas(page)).toBeVisible();
  await expect(page.locator('header.app-header')).toBeHidden();
  const box = await canvas(page).boundingBox();
  expect(box).toEqual({ x: 0, y: 0, width: 1280, height: 720 });

  // Space plays, as its button says (aria-keyshortcuts): the controls fade 2.5 s after the pointer
  // rests, which a loaded machine can take between two steps, and a faded control takes no click.
  await page.keyboard.press('Space');
  await expect(controls(page).getByRole('button', { name: 'Pause' })).toBeAttached();
  // The picture moves on with the song: names large and at least 7:1, notes at least 20 px.
  await page.waitForTimeout(1500);
  const pixels = await page.evaluate(measureRingAlong, 'canvas.ra-canvas');
  expect(pixels.background).toEqual([0, 0, 0]);
  const names = pixels.labels.filter((label) => label.contrast >= 7);
  expect(names.length).toBeGreaterThanOrEqual(4);
  // A 24 px name has capitals about 17 px high.
  for (const name of names) expect(name.ink).toBeGreaterThanOrEqual(17);
  expect(pixels.notes.length).toBeGreaterThan(0);
  for (const note of pixels.notes) {
    expect(note.size).toBeGreaterThanOrEqual(20);
    expect(note.contrast).toBeGreaterThanOrEqual(7);
  }

  // The controls fade once the pointer rests, and come back when it moves (here onto them, where
  // they stay while the mouse rests: read however late a loaded machine reads them).
  await expect(controls(page)).toHaveCSS('opacity', '0', { timeout: 15_000 });
  await pointAt(page, controls(page).getByRole('button', { name: 'Pause' }));
  await expect(controls(page)).toHaveCSS('opacity', '1');

  await page.mouse.move(5, 5);
  await page.keyboard.press('Escape');
  await expect(canvas(page)).toBeHidden();
  await expect(page.locator('header.app-header')).toBeVisible();
  await expect(page.locator('canvas.editor-canvas')).toBeVisible();
  // Leaving full screen is the browser's to finish (exitFullscreen resolves later): awaited.
  await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);
  // The song plays on in the player; the header's Pause stops it.
  await expect(page.locator('.play-button')).toHaveAccessibleName('Pause');
});

test('key F enters and leaves Ring along; the view works without full screen', async ({ page }) => {
  await openDemo(page);
  // A browser that refuses full screen (a kiosk, an embedded page).
  await page.evaluate(() => {
    Element.prototype.requestFullscreen = () => Promise.reject(new Error('not allowed'));
  });
  await page.keyboard.press('f');
  await expect(canvas(page)).toBeVisible();
  await expect(page.locator('header.app-header')).toBeHidden();
  expect(await canvas(page).boundingBox()).toEqual({ x: 0, y: 0, width: 1280, height: 720 });
  // A mouse resting on the controls keeps them past the 2.5 s they fade in elsewhere; off them,
  // they fade.
  await pointAt(page, controls(page).getByRole('button', { name: 'Play' }));
  await page.waitForTimeout(6000);
  await expect(controls(page)).toHaveCSS('opacity', '1');
  await page.mouse.move(640, 300);
  await expect(controls(page)).toHaveCSS('opacity', '0', { timeout: 15_000 });
  await page.keyboard.press('f');
  await expect(canvas(page)).toBeHidden();
  await expect(page.locator('header.app-header')).toBeVisible();
});

// What the projector pictures (bench/docs/projector-shots.spec.ts, `npm run bench:docs`) measure
// and guard, checked without the pictures: songs of 8, 14 and 37 rows (a three-octave set) at
// 1280x720 and 1920x1080.
for (const view of [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
])
  for (const rows of [8, 14, 37] as const)
    test(`Ring along with ${rows} rows at ${view.width}x${view.height}: every name at least 24 px, names to ring and note heads at least 7:1, notes at least 20 px`, async ({
      page,
    }) => {
      await page.setViewportSize(view);
      await openKeptRingSong(page, rows);
      await page.getByRole('button', { name: /^Ring along/ }).click();
      await expect(canvas(page)).toBeVisible();
      // Space plays and pauses, as its button says (aria-keyshortcuts): the controls fade 2.5 s
      // after the pointer rests, which a loaded machine can take between two steps of a test.
      await page.keyboard.press('Space');
      await expect(controls(page).getByRole('button', { name: 'Pause' })).toBeAttached();
      // Playing on past the count-in until note heads reach the view.
      await expect
        .poll(async () => (await page.evaluate(measureRingAlong, 'canvas.ra-canvas')).notes.length, {
          timeout: 20_000,
        })
        .toBeGreaterThan(0);
      await page.keyboard.press('Space');
      await expect(controls(page).getByRole('button', { name: 'Play' })).toBeAttached();
      await expect(controls(page)).toHaveCSS('opacity', '0', { timeout: 15_000 });
      const ring = await page.evaluate(measureRingAlong, 'canvas.ra-canvas');
      // Quiet rows (no notes in the bars ahead) are dimmed on purpose: the contrast of the names is
      // measured with them hidden, where every name left is one to ring.
      // Hide by the keyboard: focused, the button takes Enter whether or not the controls show.
      await controls(page).getByRole('button', { name: 'Hide', exact: true }).focus();
      await page.keyboard.press('Enter');
      await expect(controls(page).getByRole('button', { name: 'Hide', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.mouse.move(1, 1);
      await expect(controls(page)).toHaveCSS('opacity', '0', { timeout: 15_000 });
      const hidden = await page.evaluate(measureRingAlong, 'canvas.ra-canvas');

      expect(hidden.labels.length).toBeGreaterThanOrEqual(3);
      for (const label of hidden.labels) expect(label.contrast).toBeGreaterThanOrEqual(7);
      // Every row in its place, none left out nor shrunk: 37 rows stand in two columns, each
      // with its hit line; every name shows, and a 24 px name has capitals about 17 px high.
      expect(ring.hitLines).toHaveLength(rows === 37 ? 2 : 1);
      expect(ring.labels.length).toBe(rows);
      expect(ring.labels.length).toBeGreaterThanOrEqual(hidden.labels.length);
      for (const label of ring.labels) expect(label.ink).toBeGreaterThanOrEqual(17);
      expect(ring.notes.length).toBeGreaterThan(0);
      for (const note of [...ring.notes, ...hidden.notes]) {
        expect(note.size).toBeGreaterThanOrEqual(20);
        expect(note.contrast).toBeGreaterThanOrEqual(7);
      }
    });

for (const view of [
  { width: 390, height: 844 },
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
]) {
  test(`the count-in's big count covers no row label: the player at ${view.width} wide`, async ({
    browser,
  }) => {
    const { count, editor } = await countInAt(browser, view);
    // The names sit in the indent right of the hit point (150 px from the right): the count ends left of it.
    expect(count.x + count.width).toBeLessThanOrEqual(editor.x + editor.width - 150);
    expect(count.x).toBeGreaterThanOrEqual(editor.x);
  });
}
