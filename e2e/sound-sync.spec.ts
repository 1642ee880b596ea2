import { expect, test } from '@playwright/test';
import { closeDialog, openApp, shot } from './helpers.ts';

test('Sound sync: tap along with the clicks, the device offset is stored, shown and kept across a reload', async ({
  page,
}) => {
  await openApp(page);
  await closeDialog(page, 'Song Library');
  await page.getByRole('button', { name: 'Song settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Song Settings' });
  await settings.getByRole('button', { name: 'Calibrate…' }).click();
  const sync = page.getByRole('dialog', { name: 'Sound sync' });
  await expect(sync.getByText(/Your device: 0 ms/)).toBeVisible();
  await sync.getByRole('button', { name: 'Start' }).click();
  const pad = sync.getByRole('button', { name: /Tap here/ });
  await expect(pad).toBeFocused();
  // Taps with Space, then by touch-like presses on the pad, one a beat (0.75 s), starting on the
  // first click. Each tap is aimed at its own time from the start, so the time a press takes on a
  // busy machine does not add up from tap to tap (a drift of a few ms a tap made them unsteady).
  const start = Date.now() + 1000;
  for (let i = 0; i < 12; i++) {
    await page.waitForTimeout(Math.max(0, start + i * 750 - Date.now()));
    if (i < 8) await page.keyboard.press(' ');
    else await pad.click();
  }
  await expect(pad.getByText('12 taps')).toBeVisible();
  await shot(page, '90-sound-sync-tapping');
  await sync.getByRole('button', { name: 'Finish' }).click();
  const result = sync.getByRole('status');
  await expect(result).toHaveText(/^Your device: -?\d+ ms \(from \d+ taps\)$/);
  const stored = /Your device: (-?\d+) ms/.exec((await result.textContent()) ?? '')![1]!;
  await shot(page, '91-sound-sync-result');

  await page.reload();
  await closeDialog(page, 'Song Library');
  await page.getByRole('button', { name: 'Song settings' }).click();
  await expect(page.getByRole('dialog', { name: 'Song Settings' }).getByText(`${stored} ms`)).toBeVisible();
});
