import { expect, type Page, test } from '@playwright/test';
import { library, openApp } from './helpers.ts';
import { measureRingAlong } from './ring-along-pixels.ts';

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

  await controls(page).getByRole('button', { name: 'Play' }).click();
  await expect(controls(page).getByRole('button', { name: 'Pause' })).toBeVisible();
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

  // The controls fade once the pointer rests, and come back when it moves.
  await expect(controls(page)).toHaveCSS('opacity', '0', { timeout: 5000 });
  await page.mouse.move(300, 300);
  await page.mouse.move(320, 310);
  await expect(controls(page)).toHaveCSS('opacity', '1');

  await page.mouse.move(5, 5);
  await page.keyboard.press('Escape');
  await expect(canvas(page)).toBeHidden();
  await expect(page.locator('header.app-header')).toBeVisible();
  await expect(page.locator('canvas.editor-canvas')).toBeVisible();
  expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();
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
  await page.keyboard.press('f');
  await expect(canvas(page)).toBeHidden();
  await expect(page.locator('header.app-header')).toBeVisible();
});
