import { expect, test } from '@playwright/test';
import { closeDialog, openApp, shot } from './helpers.ts';

test('Sound sync: tap along with the clicks, the device offset is stored, shown and kept across a reload', async ({
  page,
}) => {
  // Where the clicks fall: the page's oscillator starts, noted as the browser is asked for them
  // (the browser's own API, watched; the app is not touched), as times on the system clock.
  await page.addInitScript(() => {
    const starts: number[] = [];
    (window as unknown as { oscillatorStarts: number[] }).oscillatorStarts = starts;
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (this: OscillatorNode, when = 0) {
      starts.push(performance.timeOrigin + performance.now() + (when - this.context.currentTime) * 1000);
      start.call(this, when);
    };
  });
  await openApp(page);
  await closeDialog(page, 'Song Library');
  await page.getByRole('button', { name: 'Song settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Song Settings' });
  await settings.getByRole('button', { name: 'Calibrate…' }).click();
  const sync = page.getByRole('dialog', { name: 'Sound sync' });
  await expect(sync.getByText(/Your device: 0 ms/)).toBeVisible();
  await page.evaluate(() => (window as unknown as { oscillatorStarts: number[] }).oscillatorStarts.splice(0));
  await sync.getByRole('button', { name: 'Start' }).click();
  const pad = sync.getByRole('button', { name: /Tap here/ });
  await expect(pad).toBeFocused();
  const clicks = await page.evaluate(
    () => (window as unknown as { oscillatorStarts: number[] }).oscillatorStarts,
  );
  expect(clicks.length).toBeGreaterThanOrEqual(12);
  // Taps with Space, then by touch-like presses on the pad, each aimed 40 ms after its own click
  // (a ringer a little late), so a busy machine's slow presses neither add up from tap to tap nor
  // fall between two clicks.
  for (let i = 0; i < 12; i++) {
    await page.waitForTimeout(Math.max(0, clicks[i]! + 40 - Date.now()));
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
