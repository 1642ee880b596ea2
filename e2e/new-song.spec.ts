import { expect, test } from '@playwright/test';
import { closeDialog, library, openAsSubscriber } from './helpers.ts';

test('a new song starts at 100 bpm, whatever the tempo of the song before it', async ({ page }) => {
  // A user of this journey's own, upgraded.
  await openAsSubscriber(
    page,
    'Tempo Ringer',
    `tempo-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
  );

  const tempo = async () => {
    await page.getByRole('button', { name: 'Song settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Song Settings' });
    return { settings, field: settings.getByRole('spinbutton', { name: 'Tempo' }) };
  };
  const before = await tempo();
  await before.field.fill('140');
  await before.field.press('Tab');
  await expect(before.field).toHaveValue('140 BPM');
  await closeDialog(page, 'Song Settings');

  await page.getByRole('button', { name: 'Library' }).click();
  await library(page).getByRole('button', { name: 'New Song' }).click();
  await expect(page.getByRole('textbox', { name: 'Song title' })).toHaveValue('New Song');
  const after = await tempo();
  await expect(after.field).toHaveValue('100 BPM');
});
