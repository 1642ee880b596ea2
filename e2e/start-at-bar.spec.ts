import { expect, type Page, test } from '@playwright/test';
import { library, openApp, shot, switchToEdit } from './helpers.ts';

// Its subject is the moving picture: it plays with the glide, as most visitors see it (the
// journeys' default is less motion, e2e/playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

// Start at bar N: 'Go to bar', a bar number on the canvas, and playback from there. Ode to Joy is
// in 4/4 and its last note is on beat 62; at 1280 px wide the seeker runs from the warm-up's
// start (beat -4) at x 20 to beat 62 at x 1260, so its thumb tells the play position.
const FROM = -4;
const TO = 62;
/** Beats per pixel of the canvas at the default tempo (100) and note spacing (120 px a second). */
const PX_PER_BEAT = 72;

const canvas = (page: Page) => page.locator('canvas.editor-canvas');

/** The play position as the seeker's thumb shows it (to about a twentieth of a beat). */
async function shownBeat(page: Page): Promise<number> {
  const x = await page.evaluate(() => {
    const stage = document.querySelector('canvas.editor-canvas + div');
    const thumb = [...(stage?.children ?? [])].find(
      (child): child is HTMLCanvasElement =>
        child instanceof HTMLCanvasElement && child.style.willChange === 'transform',
    );
    // Computed, so a glide the compositor runs (an animation of the transform) counts too.
    return thumb ? new DOMMatrix(getComputedStyle(thumb).transform).m41 : Number.NaN;
  });
  return FROM + ((x - 20) / 1240) * (TO - FROM);
}

test('start at bar: go to bar 5 and play from there, counted in; press a bar number and play from that bar; ] plays on from the next', async ({
  page,
}) => {
  // The count-in's clicks the engine is handed, recorded for the test (`ringalongClicks`).
  await page.addInitScript(() => {
    (globalThis as { ringalongClicks?: unknown[] }).ringalongClicks = [];
  });
  await openApp(page);
  await library(page).getByRole('button', { name: 'Open Ode to Joy' }).click();
  await expect(library(page)).toBeHidden();
  // The first sign of interaction brings the layers with bar numbers.
  await canvas(page).hover({ position: { x: 640, y: 300 } });
  await expect.poll(() => shownBeat(page)).toBeCloseTo(FROM, 1);

  await page.keyboard.press('b');
  const goTo = page.getByRole('dialog', { name: 'Go to bar' });
  await goTo.getByLabel('Bar number or rehearsal mark').fill('5');
  await goTo.getByLabel('Bar number or rehearsal mark').press('Enter');
  await expect(goTo).toBeHidden();
  await expect.poll(() => shownBeat(page)).toBeCloseTo(16, 1);

  await page.getByRole('button', { name: 'Play' }).click();
  // Counted in: the four beats before bar 5 clicked (at 100 bpm, 7.2 s to 9 s of the song), the
  // first the bar's accent, while the picture holds on bar 5 ...
  const clicks = () =>
    page.evaluate(
      () =>
        (globalThis as unknown as { ringalongClicks: { time: number; accent: boolean }[] }).ringalongClicks,
    );
  await expect.poll(async () => (await clicks()).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(4);
  const counted = await clicks();
  expect(counted.slice(0, 4).map((click) => click.time)).toEqual([
    expect.closeTo(7.2, 6),
    expect.closeTo(7.8, 6),
    expect.closeTo(8.4, 6),
    expect.closeTo(9, 6),
  ]);
  expect(counted[0]?.accent).toBe(true);
  // ... then from bar 5 (beat 16) on, not from the warm-up's start: the position never falls back, and moves on.
  expect(await shownBeat(page)).toBeGreaterThan(15.9);
  await expect.poll(() => shownBeat(page), { timeout: 15_000 }).toBeGreaterThan(16.3);
  await page.getByRole('button', { name: 'Pause' }).click();
  const played = await shownBeat(page);
  // Paused in bar 5 or a little past it (however long the click took): bar 8 still lies ahead.
  expect(played).toBeLessThan(27);

  // Bar 8 (beat 28) lies to the left of the hit point (x 1130); its number just left of its barline.
  const barline = 1130 - (28 - played) * PX_PER_BEAT;
  await canvas(page).click({ position: { x: barline - 12, y: 25 } });
  await expect.poll(() => shownBeat(page)).toBeCloseTo(28, 1);
  await page.getByRole('button', { name: 'Play' }).click();
  await expect.poll(() => shownBeat(page)).toBeGreaterThan(28.2);
  // 'Forward one bar' while playing plays on from the next bar (bar 9, beat 32).
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  // The notes the engine is handed from the press on (`ringalongPlanned`), with their song times.
  await page.evaluate(() => {
    (globalThis as { ringalongPlanned?: unknown[] }).ringalongPlanned = [];
  });
  await page.keyboard.press(']');
  // At once (two frames later) the position is bar 9's first beat, not where bar 8 had got to ...
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
  );
  expect(await shownBeat(page)).toBeGreaterThan(31.9);
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  // ... and the song plays on from there: the first note handed over from beat 32 on is the one on
  // beat 32 (19.2 s at 100 bpm), bar 9's first, not a later bar's. Told by the notes, not by how
  // fast a loaded machine reads the picture.
  const firstFromBar9 = () =>
    page.evaluate(() => {
      const planned = (globalThis as unknown as { ringalongPlanned: { time: number }[] }).ringalongPlanned;
      return planned.find((note) => note.time >= 19.19)?.time ?? null;
    });
  await expect.poll(firstFromBar9, { timeout: 15_000 }).not.toBeNull();
  expect(await firstFromBar9()).toBeCloseTo(19.2, 2);
  await expect.poll(() => shownBeat(page)).toBeGreaterThan(32.2);
  await page.getByRole('button', { name: 'Pause' }).click();
});

test('rehearsal marks set in the Bar Menu show on the canvas and the seeker; the help sheet lists the keys', async ({
  page,
}) => {
  await openApp(page);
  await library(page).getByRole('button', { name: 'Open Ode to Joy' }).click();
  await expect(library(page)).toBeHidden();
  await switchToEdit(page);
  // The composer's hit point is at x 150; at the lead-in's start (beat -4) bar 2 (beat 4) is at 726.
  for (const [beat, label] of [
    [0, null],
    [4, 'Coda'],
  ] as const) {
    await canvas(page).click({ position: { x: 150 + (beat - FROM) * PX_PER_BEAT, y: 24 } });
    const menu = page.getByRole('dialog', { name: 'Bar Menu' });
    const field = menu.getByLabel('Rehearsal mark');
    await expect(field).toHaveValue(beat === 0 ? 'A' : 'B');
    if (label) await field.fill(label);
    await menu.getByRole('button', { name: 'Set' }).click();
    await expect(menu).toBeHidden();
  }
  await shot(page, 'transport-composer-bar-numbers-marks-1280');
  await page.getByRole('button', { name: 'Switch to view mode' }).click();
  await canvas(page).hover({ position: { x: 640, y: 300 } });
  await shot(page, 'transport-player-bar-numbers-marks-1280');
  // Going to a mark by its label (the keys are the page's: the header button lets go of the focus).
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('b');
  const goTo = page.getByRole('dialog', { name: 'Go to bar' });
  await goTo.getByRole('button', { name: 'Coda' }).click();
  await expect.poll(() => shownBeat(page)).toBeCloseTo(4, 1);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keys' });
  await expect(help.getByText('Back one bar')).toBeVisible();
  for (const group of ['Playback', 'Editing', 'Help'])
    await expect(help.getByRole('heading', { name: group })).toBeVisible();
  await shot(page, 'transport-help-sheet-390');
});
