import { expect, test } from '@playwright/test';
import { library, openApp, shot } from './helpers.ts';

/** Pages in a PDF: its page objects (`/Type /Page`, not the `/Type /Pages` tree above them). */
function pdfPages(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;
}

test('a visitor prints a part of two rows of a demo song, on A4, and nothing of the app prints', async ({
  page,
}, testInfo) => {
  await openApp(page);
  await library(page).getByRole('button', { name: 'Open Ode to Joy' }).click();
  await expect(page.getByRole('button', { name: /Song title: Ode to Joy/ })).toBeVisible();

  await page.getByRole('button', { name: 'Music: import, export and print' }).click();
  await page.getByRole('menuitem', { name: 'Print…' }).click();
  const view = page.getByRole('dialog', { name: 'Print' });
  await expect(view).toBeVisible();
  await view.getByRole('group', { name: 'Paper' }).getByRole('button', { name: 'A4' }).click();
  await view.getByRole('group', { name: 'What to print' }).getByRole('button', { name: 'Part' }).click();
  await view.getByRole('checkbox', { name: 'E4 (18 notes)' }).check();
  await view.getByRole('checkbox', { name: 'D4 (16 notes)' }).check();

  // Only those two rows, on every system, with the bar numbers.
  const systems = view.locator('svg.pv-system');
  await expect(systems).toHaveCount(4);
  for (const system of await systems.all()) {
    await expect(system.locator('[data-row]')).toHaveCount(2);
    expect(
      await system.locator('[data-row]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-row'))),
    ).toEqual(['E4', 'D4']);
  }
  await expect(systems.nth(0)).toHaveAttribute('aria-label', 'Bars 1 to 4');
  await expect(systems.nth(1).locator('[data-bar]')).toHaveText(['6', '7', '8']);
  await expect(view.getByRole('heading', { name: 'Ode to Joy' })).toBeVisible();
  await expect(view.getByText('Part: E4, D4')).toBeVisible();
  await shot(page, '60-print-part');

  // Printed: the sheets only.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.app-header')).toBeHidden();
  await expect(page.locator('canvas.editor-canvas')).toBeHidden();
  await expect(view.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(view.getByRole('region', { name: 'Page 1 of 1' })).toBeVisible();
  const sheets = await view.locator('.pv-page').count();
  const pdf = await page.pdf({ format: 'A4' });
  await testInfo.attach('part.pdf', { body: pdf, contentType: 'application/pdf' });
  expect(sheets).toBe(1);
  expect(pdfPages(pdf)).toBe(sheets);

  // The whole score of eight rows still fits one sheet, and prints on one page.
  await page.emulateMedia({ media: 'screen' });
  await view.getByRole('group', { name: 'What to print' }).getByRole('button', { name: 'Score' }).click();
  await expect(systems.nth(0).locator('[data-row]')).toHaveCount(8);
  await page.emulateMedia({ media: 'print' });
  expect(pdfPages(await page.pdf({ format: 'A4' }))).toBe(await view.locator('.pv-page').count());

  // Closed, the app is back as it was.
  await page.emulateMedia({ media: 'screen' });
  await page.keyboard.press('Escape');
  await expect(view).toBeHidden();
  await expect(page.locator('.app-header')).toBeVisible();
  await expect(page.getByRole('button', { name: /Song title: Ode to Joy/ })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

  test('the print view opens from the More menu, its controls finger-sized, the sheet scrolling', async ({
    page,
  }) => {
    await openApp(page);
    await library(page).getByRole('button', { name: 'Open Twinkle Twinkle Little Star' }).click();
    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menu', { name: 'More' }).getByRole('menuitem', { name: 'Print…' }).click();
    const view = page.getByRole('dialog', { name: 'Print' });
    await expect(view).toBeVisible();
    await view.getByRole('group', { name: 'What to print' }).getByRole('button', { name: 'Part' }).click();
    await view.getByRole('checkbox', { name: 'G4 (10 notes)' }).check();

    // Every control of the bar is on the screen and at least 44 px each way (a tick with its name).
    const controls = view.locator('.pv-bar').locator('button, label');
    for (const control of await controls.all()) {
      const box = (await control.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(Math.min(box.width, box.height), (await control.textContent()) ?? '').toBeGreaterThanOrEqual(
        43.5,
      );
    }
    // The sheet is wider than the phone: the preview scrolls to its far side.
    const preview = view.getByRole('region', { name: 'Print preview' });
    await preview.evaluate((el) => el.scrollTo(el.scrollWidth, 0));
    await expect(view.getByText('Page 1 of 1')).toBeInViewport();
    await shot(page, '61-print-phone');
    await view.getByRole('button', { name: 'Close' }).click();
    await expect(view).toBeHidden();
    // As every dialog leaves it: the focus on the page, where Space plays.
    await expect(page.locator('body')).toBeFocused();
  });
});
