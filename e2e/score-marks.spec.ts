import { expect, type Page, test } from '@playwright/test';
import { addNoteAt, closeDialog, openApp, shot, switchToEdit } from './helpers.ts';
import { keptWork } from './kept-work.ts';

/**
 * The score's marks set in the composer: an LV passage over selected notes (Shift+L) and a
 * dynamic from the note tools' Marks list, kept with the song, drawn, and printed as publishers
 * print them ('LV' ... 'R', 'p').
 *
 * The canvas at 1280 x 720 is 660 px high; the new song's five rows (G4 on top to C4) have slots of
 * (660 - 150) / 5 = 102 px. Beat 0 stands at x 438 and a beat is 72 px wide.
 */
const rowY = (row: number) => 50 + 102 * (row + 0.5);
const beatX = (beat: number) => 438 + 72 * beat;
const C4 = 4;
const E4 = 2;

interface KeptSong {
  readonly passages?: readonly { from: number; to: number; technique: string }[];
  readonly dynamics?: readonly { beat: number; level: string }[];
}

async function keptSong(page: Page): Promise<KeptSong> {
  return ((await keptWork(page))?.song ?? {}) as KeptSong;
}

test('an LV passage and a dynamic set in the composer are kept, drawn and printed', async ({ page }) => {
  await openApp(page);
  await closeDialog(page, 'Song Library');
  await switchToEdit(page);
  for (const beat of [0, 1, 2, 3]) await addNoteAt(page, beatX(beat), rowY(beat % 2 === 0 ? C4 : E4));

  // Every note selected, Shift+L: one LV passage over them, its R after the last one's end.
  const canvas = page.locator('canvas.editor-canvas');
  await canvas.click({ position: { x: beatX(0), y: rowY(C4) }, modifiers: ['Shift'] });
  await canvas.click({ position: { x: beatX(1), y: rowY(E4) }, modifiers: ['Shift'] });
  await canvas.click({ position: { x: beatX(2), y: rowY(C4) }, modifiers: ['Shift'] });
  await canvas.click({ position: { x: beatX(3), y: rowY(E4) }, modifiers: ['Shift'] });
  await page.keyboard.press('Shift+L');
  await expect
    .poll(async () => (await keptSong(page)).passages)
    .toEqual([{ from: 0, to: 4, technique: 'lv' }]);

  // p where the selection starts, from the note tools' Marks list.
  const tools = page.getByRole('toolbar', { name: 'Note tools' });
  await tools.getByRole('combobox', { name: 'Score marks: passage, dynamic, hairpin' }).selectOption('p');
  await expect.poll(async () => (await keptSong(page)).dynamics).toEqual([{ beat: 0, level: 'p' }]);
  await shot(page, '60-score-marks-composer');

  // One undo takes the dynamic off and leaves the passage; redo brings it back.
  await page.keyboard.press('Control+z');
  await expect.poll(async () => (await keptSong(page)).dynamics).toBeUndefined();
  expect((await keptSong(page)).passages).toHaveLength(1);
  await page.keyboard.press('Control+y');
  await expect.poll(async () => (await keptSong(page)).dynamics).toEqual([{ beat: 0, level: 'p' }]);

  // The player draws them too.
  await page.getByRole('button', { name: 'Switch to view mode' }).click();
  await shot(page, '61-score-marks-player');

  // Printed: 'LV', its dashed line and 'R' above the rows, 'p' below them.
  await page.getByRole('button', { name: 'Music: import, export and print' }).click();
  await page.getByRole('menuitem', { name: 'Print…' }).click();
  const view = page.getByRole('dialog', { name: 'Print' });
  await expect(view.locator('[data-passage="lv"]')).toHaveCount(1);
  await expect(view.locator('[data-passage="lv"] text').first()).toHaveText('LV');
  await expect(view.locator('[data-r]')).toHaveText('R');
  await expect(view.locator('[data-dynamic="p"]')).toHaveText('p');
  await shot(page, '62-score-marks-print');
  await view.getByRole('button', { name: 'Close' }).click();
  await expect(view).toBeHidden();

  // A phone (the composer, its hit point on the passage) and a 1080p screen, and Ring along on it
  // (pictures only when asked for).
  await page.getByRole('button', { name: 'Switch to edit mode' }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, '63-score-marks-phone-composer');
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByRole('button', { name: 'Switch to view mode' }).click();
  await page.setViewportSize({ width: 1920, height: 1080 });
  await shot(page, '64-score-marks-1080p');
  await page.keyboard.press('f');
  await shot(page, '65-score-marks-ring-along', 800);
});
