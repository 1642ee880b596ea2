import { expect, test } from '@playwright/test';
import { closeDialog, openApp, shot, switchToEdit } from './helpers.ts';

test('the composer opens the Bell Menu and the Bar Menu from the canvas', async ({ page }) => {
  await openApp(page);
  await closeDialog(page, 'Song Library');
  await switchToEdit(page);
  const canvas = page.locator('canvas.editor-canvas');

  // The plus/minus stave-edit button sits at the top left of the composer.
  await canvas.click({ position: { x: 33, y: 24 } });
  const bells = page.getByRole('dialog', { name: 'Add or Remove Bells' });
  await expect(bells).toBeVisible();
  await expect(
    bells.getByText('Click the keys to hear the sound, and click the purple tabs to add / remove the note'),
  ).toBeVisible();
  await shot(page, '50-bell-menu');
  await bells.getByRole('button', { name: 'Done' }).click();
  await expect(bells).toBeHidden();

  // A pencil above each strong barline opens that bar's menu.
  await canvas.click({ position: { x: 437, y: 24 } });
  const bar = page.getByRole('dialog', { name: 'Bar Menu' });
  await expect(bar).toBeVisible();
  await expect(bar.getByText('Edit Bar')).toBeVisible();
  await shot(page, '51-bar-menu');
  await bar.getByRole('button', { name: 'Add' }).click();
  await expect(bar).toBeHidden();
});
