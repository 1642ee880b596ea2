import { expect, test } from '@playwright/test';
import { closeDialog, openApp, shot } from './helpers.ts';

test('Sound sync: tap along with the clicks, the device offset is stored, shown and kept across a reload', async ({
  page,
}) => {
  // Where the clicks fall: the page's oscillator starts, noted as the browser is asked for them
  // (the browser's own API, watched; the app is not touched), on the page's clock (ms).
  await page.addInitScript(() => {
    const starts: number[] = [];
    (window as unknown as { oscillatorStarts: number[] }).oscillatorStarts = starts;
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (this: OscillatorNode, when = 0) {
      starts.push(performance.now() + (when - this.context.currentTime) * 1000);
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
  // The first two taps by hand: Space, then a press on the pad (the ways a ringer taps). A busy
  // machine delays input by tens to hundreds of milliseconds, which is no device's latency, so the
  // other ten are the pad's own key events stamped 40 ms after their clicks (a ringer a little
  // late), each handed over once its moment has passed, while the clicks still run.
  await page.keyboard.press(' ');
  await pad.click();
  await pad.evaluate(
    (element, times) => {
      const tapAt = (at: number) => {
        const tap = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
        Object.defineProperty(tap, 'timeStamp', { value: at });
        element.dispatchEvent(tap);
      };
      return Promise.all(
        times.map(
          (at) =>
            new Promise<void>((resolve) =>
              setTimeout(() => resolve(tapAt(at)), Math.max(0, at - performance.now() + 1)),
            ),
        ),
      );
    },
    clicks.slice(2, 12).map((click) => click + 40),
  );
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
