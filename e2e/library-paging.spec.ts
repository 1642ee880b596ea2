import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { createDefaultSong, exportSong } from '@ringalong/song';
import { unzipSync } from 'fflate';
import { library, openAsSubscriber, shot, TAKE_SHOTS } from './helpers.ts';

/** Letters only, unique to this run: titles hold letters, digits and spaces. */
const uniqueWord = (prefix: string) =>
  `${prefix}${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

/** Songs made over the API in the page's session (`publish`: made public too), a few at a time. */
async function makeSongs(page: Page, titles: readonly string[], publish: boolean): Promise<void> {
  const origin = String(test.info().project.use.baseURL);
  const queue = [...titles];
  const one = async () => {
    for (let title = queue.shift(); title !== undefined; title = queue.shift()) {
      const song = createDefaultSong();
      const made = await page.request.post('/api/songs', {
        data: exportSong(song, title),
        headers: { origin },
      });
      expect(made.status(), await made.text()).toBe(201);
      if (!publish) continue;
      const id = ((await made.json()) as { song_id: number }).song_id;
      const shown = await page.request.put(`/api/songs/${id}/publicity`, {
        data: { is_public: true },
        headers: { origin },
      });
      expect(shown.status(), await shown.text()).toBe(200);
    }
  };
  await Promise.all([one(), one(), one()]);
}

const openButtons = (page: Page) => library(page).getByRole('button', { name: /^Open / });

test('the library scrolls past 250 songs with counts, and search keeps working', async ({
  page,
  browser,
}) => {
  test.setTimeout(360_000);
  const word = uniqueWord('Scroll');
  // Five people publish 52 songs each: each stays under the server's 120 writes a minute.
  const titles = Array.from({ length: 260 }, (_, n) => `${word} ${n}`);
  await Promise.all(
    Array.from({ length: 5 }, async (_, i) => {
      const context = await browser.newContext();
      const seeder = await context.newPage();
      await openAsSubscriber(seeder, `Seeder ${i}`, `${word}-${i}@example.com`);
      await makeSongs(seeder, titles.slice(i * 52, (i + 1) * 52), true);
      await context.close();
    }),
  );

  await openAsSubscriber(page, 'Scroller', `${word}@example.com`);
  await page.getByRole('button', { name: 'Library' }).click();
  const dialog = library(page);
  await dialog.getByRole('textbox', { name: 'Search songs' }).fill(word);
  await dialog.getByRole('textbox', { name: 'Search songs' }).press('Enter');
  await expect(dialog.getByText('Showing 100 of 260 songs')).toBeVisible();
  await expect(openButtons(page)).toHaveCount(100);
  await shot(page, 'library-paging-first-page');

  // Scrolling to the end of the list brings the next page, then the last.
  await openButtons(page).last().scrollIntoViewIfNeeded();
  await expect(dialog.getByText('Showing 200 of 260 songs')).toBeVisible();
  await openButtons(page).last().scrollIntoViewIfNeeded();
  await expect(dialog.getByText('Showing all 260 songs')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  const shown = await openButtons(page).evaluateAll((buttons) =>
    buttons.map((b) => b.getAttribute('aria-label')),
  );
  expect(shown).toHaveLength(260);
  expect(new Set(shown).size).toBe(260);

  // A narrower search starts again from its first page: 1, 10-19 and 100-199 (111 songs). Back
  // at the top, the end of the list is out of view, and 'Load more' is pressed from the keyboard
  // (focus does not scroll, so the end stays out of view and only the key asks).
  await openButtons(page).first().scrollIntoViewIfNeeded();
  await dialog.getByRole('textbox', { name: 'Search songs' }).fill(`${word} 1`);
  await dialog.getByRole('textbox', { name: 'Search songs' }).press('Enter');
  await expect(dialog.getByText('Showing 100 of 111 songs')).toBeVisible();
  await dialog
    .getByRole('button', { name: 'Load more' })
    .evaluate((button) => (button as HTMLElement).focus({ preventScroll: true }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Showing all 111 songs')).toBeVisible();
  await expect(openButtons(page)).toHaveCount(111);

  await dialog.getByRole('textbox', { name: 'Search songs' }).fill(`${word} none`);
  await dialog.getByRole('textbox', { name: 'Search songs' }).press('Enter');
  await expect(dialog.getByText('No songs match your search')).toBeVisible();
});

test('export all downloads every own song as a zip, and importing it makes them again', async ({ page }) => {
  const word = uniqueWord('Archive');
  await openAsSubscriber(page, 'Archivist', `${word}@example.com`);
  await makeSongs(page, [`${word} Morning`, `${word} Evening`, `${word} Night`], false);
  await page.getByRole('button', { name: 'Library' }).click();
  const dialog = library(page);
  await dialog.getByRole('button', { name: 'Your Songs' }).click();
  await expect(dialog.getByText('Showing all 3 songs')).toBeVisible();

  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export all' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Ringalong songs \d{4}-\d{2}-\d{2}\.zip$/);
  await expect(dialog.getByText(/^Exported 3 songs/)).toBeVisible();
  const archivePath = test.info().outputPath('songs.zip');
  await download.saveAs(archivePath);
  const files = Object.keys(unzipSync(readFileSync(archivePath))).sort();
  expect(files.filter((f) => f.endsWith('.json') && f.startsWith('songs/'))).toHaveLength(3);
  expect(files.filter((f) => f.endsWith('.musicxml'))).toHaveLength(3);
  expect(files.some((f) => f.endsWith(`${word} Evening.musicxml`))).toBe(true);

  // A file that is not an archive changes nothing.
  const picker = dialog.getByLabel('Song archive to import');
  await picker.setInputFiles({
    name: 'notes.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from('not a zip'),
  });
  await expect(dialog.getByText(/^Nothing was imported\. This file is not a zip archive/)).toBeVisible();
  await expect(dialog.getByText('Showing all 3 songs')).toBeVisible();

  await picker.setInputFiles(archivePath);
  await expect(dialog.getByText('Imported 3 songs.')).toBeVisible();
  await expect(dialog.getByText('Showing all 6 songs')).toBeVisible();
  if (TAKE_SHOTS) {
    for (const [width, height] of [
      [390, 844],
      [1280, 720],
      [1920, 1080],
    ] as const) {
      await page.setViewportSize({ width, height });
      await shot(page, `library-archive-imported-${width}`);
    }
  }
  await expect(dialog.getByRole('button', { name: `Open ${word} Evening` })).toHaveCount(2);
});
