import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { closeDialog, library, openAsSubscriber, savedMessage, shot } from './helpers.ts';

/** A three-track MIDI (fiddle, bass, drums on channel 10, a tempo change), from the readers' fixtures. */
const BAND = new URL('../packages/music-io/test/fixtures/country-dance.mid', import.meta.url);

test('a subscriber imports a MIDI, saves it as a new song, exports it and prints a part of it', async ({
  page,
}) => {
  await openAsSubscriber(page, 'Mira Music', `mira.music.${Date.now()}@example.com`);

  // Import: the file chosen from the Music menu; the drum track comes unticked.
  await page.getByRole('button', { name: 'Music: import, export and print' }).click();
  await page.getByRole('menuitem', { name: 'Import music…' }).click();
  const preview = page.getByRole('dialog', { name: 'Import music' });
  await preview.getByLabel('Music file').setInputFiles(BAND.pathname);
  await expect(preview.getByText('MIDI file: country-dance.mid', { exact: false })).toBeVisible();
  const drums = preview.getByRole('checkbox', { name: /drums/ });
  await expect(drums).not.toBeChecked();
  await expect(preview.getByText(/tempo/i).first()).toBeVisible();
  await preview.getByRole('button', { name: 'Import' }).click();
  await expect(preview).toBeHidden();
  const title = (await page.getByRole('button', { name: /^Song title: / }).textContent()) ?? '';
  expect(title).toMatch(/country dance/i);

  // Saved as a new song of hers.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(savedMessage(page)).toBeAttached();
  await page.getByRole('button', { name: 'Library' }).click();
  await library(page).getByRole('button', { name: 'Your Songs' }).click();
  await expect(library(page).getByRole('listitem')).toHaveCount(1);
  await expect(library(page).getByRole('listitem')).toContainText(title);
  await closeDialog(page, 'Song Library');

  // Exported to MIDI: a type 1 file named after the song, with the song's notes.
  await page.getByRole('button', { name: 'Music: import, export and print' }).click();
  await page.getByRole('menuitem', { name: 'Export…' }).click();
  const exporter = page.getByRole('dialog', { name: 'Export' });
  await exporter.getByRole('button', { name: 'MIDI' }).click();
  const downloading = page.waitForEvent('download');
  await exporter.getByRole('button', { name: 'Export', exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${title}.mid`);
  const midi = await readFile((await download.path())!);
  expect(midi.subarray(0, 4).toString('latin1')).toBe('MThd');
  expect(midi.readUInt16BE(8)).toBe(1);

  // A part of two rows, printed: only those rows, with bar numbers.
  await page.getByRole('button', { name: 'Music: import, export and print' }).click();
  await page.getByRole('menuitem', { name: 'Print…' }).click();
  const view = page.getByRole('dialog', { name: 'Print' });
  await view.getByRole('group', { name: 'What to print' }).getByRole('button', { name: 'Part' }).click();
  const ticks = view.getByRole('checkbox');
  await ticks.nth(0).check();
  await ticks.nth(1).check();
  const systems = view.locator('svg.pv-system');
  await expect(systems.first().locator('[data-row]')).toHaveCount(2);
  await expect(systems.first()).toHaveAttribute('aria-label', /^Bars 1 to \d+$/);
  await expect(view.getByText(/^Part: /)).toBeVisible();
  await shot(page, '62-print-imported-part');
  await page.keyboard.press('Escape');
  await expect(view).toBeHidden();
});
