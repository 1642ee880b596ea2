import { expect, type Page, test } from '@playwright/test';
import { writeMusicXml } from '@ringalong/music-io';
import { staffPiece } from '../apps/web/test/staff-piece.ts';
import { closeDialog, openApp } from './helpers.ts';

/**
 * The staff view: a published-style piece (LV ... R, T.D. ... R, dynamics, a hairpin, rehearsal
 * letters, martellato, F major over three octaves) comes in through Import music; the More menu's
 * Staff view shows it engraved, and the print view's Staff choice paginates it for the paper.
 */

const PIECE = Buffer.from(writeMusicXml(staffPiece(), { bpm: 100 }));

async function importPiece(page: Page) {
  // The Music menu, or on a phone the More menu, that holds it.
  const music = page.getByRole('button', { name: 'Music: import, export and print' });
  (await (page.viewportSize()?.width ?? 0)) > 600
    ? music.click()
    : page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Import music…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import music' });
  await dialog.getByLabel('Music file').setInputFiles({
    name: 'staff-piece.musicxml',
    mimeType: 'application/xml',
    buffer: PIECE,
  });
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog).toBeHidden();
}

/** What the engraved SVG says, its words trimmed. */
const words = (page: Page) =>
  page
    .getByRole('region', { name: 'Staff view' })
    .locator('svg text')
    .evaluateAll((texts) => texts.map((t) => t.textContent?.trim() ?? ''));

for (const [width, height] of [
  [1280, 720],
  [390, 844],
  [1920, 1080],
] as const) {
  test(`at ${width}x${height}: Staff view from the More menu shows the piece's 8 measures with its LV and T.D. passages`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height });
    await openApp(page);
    await closeDialog(page, 'Song Library');
    await importPiece(page);

    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Staff view' }).click();
    const view = page.getByRole('region', { name: 'Staff view' });
    await expect(view.locator('g.measure')).toHaveCount(8, { timeout: 60_000 });
    const said = await words(page);
    expect(said).toEqual(expect.arrayContaining(['LV', 'T.D.', 'R', 'Mart.']));
    // The music fits the screen's width: no sideways scrolling.
    const fits = await view.locator('.staff-music').evaluate((box) => box.scrollWidth <= box.clientWidth + 1);
    expect(fits).toBe(true);
    if (process.env.E2E_SHOTS) await page.screenshot({ path: testInfo.outputPath(`staff-${width}.png`) });

    // The action again (the menu item is checked now) leaves the view.
    await page.getByRole('button', { name: 'More' }).click();
    await expect(page.getByRole('menuitemcheckbox', { name: 'Staff view' })).toBeChecked();
    await page.getByRole('menuitemcheckbox', { name: 'Staff view' }).click();
    await expect(view).toBeHidden();
  });
}

test('the print view prints the piece in staff notation on A4 and Letter, as Verovio paginates it', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await openApp(page);
  await closeDialog(page, 'Song Library');
  await importPiece(page);
  await page.getByRole('button', { name: 'Music: import, export and print' }).click();
  await page.getByRole('menuitem', { name: 'Print…' }).click();
  const view = page.getByRole('dialog', { name: 'Print' });
  await view.getByRole('group', { name: 'Paper' }).getByRole('button', { name: 'A4' }).click();
  await view.getByRole('group', { name: 'What to print' }).getByRole('button', { name: 'Staff' }).click();
  await expect(view.locator('.pv-staff svg g.measure')).toHaveCount(8, { timeout: 60_000 });
  await expect(view.getByText('Score in staff notation')).toBeVisible();
  await expect(view.getByRole('region', { name: 'Page 1 of 1' })).toBeVisible();
  await expect(view.locator('.pv-staff svg text', { hasText: /^\s*LV\s*$/ })).toHaveCount(1);
  if (process.env.E2E_SHOTS) await page.screenshot({ path: testInfo.outputPath('staff-print.png') });
  // Letter: engraved again for its width.
  await view.getByRole('group', { name: 'Paper' }).getByRole('button', { name: 'US Letter' }).click();
  await expect(view.locator('.pv-staff svg g.measure')).toHaveCount(8, { timeout: 60_000 });

  // Printed: the staff sheets alone, one PDF page each.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.app-header')).toBeHidden();
  const sheets = await view.locator('.pv-page').count();
  const pdf = await page.pdf({ format: 'Letter' });
  await testInfo.attach('staff.pdf', { body: pdf, contentType: 'application/pdf' });
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0).toBe(sheets);
  // The grid print is still there.
  await page.emulateMedia({ media: 'screen' });
  await view.getByRole('group', { name: 'What to print' }).getByRole('button', { name: 'Score' }).click();
  await expect(view.locator('svg.pv-system').first()).toBeVisible();
});
