import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { addNoteAt, closeDialog, openApp, shot, switchToEdit } from './helpers.ts';
import { keptWork } from './kept-work.ts';

/** A four-part chorale (Old Hundredth) in MusicXML, as the readers' fixtures hold it. */
const CHORALE = new URL('../packages/music-io/test/fixtures/old-hundredth.musicxml', import.meta.url);

interface KeptSong {
  readonly meta: { readonly title: string };
  readonly staves: readonly {
    readonly pitchId: number;
    readonly instrument: string;
    readonly notes: readonly unknown[];
  }[];
}

async function keptSong(page: Page): Promise<KeptSong> {
  return ((await keptWork(page))?.song ?? {}) as KeptSong;
}

const notes = (song: KeptSong) => song.staves.reduce((sum, stave) => sum + stave.notes.length, 0);

/** Drags a file from outside the page onto the canvas and lets it go there. */
async function dropFile(page: Page, name: string, bytes: Buffer) {
  const canvas = page.locator('canvas.editor-canvas');
  const dataTransfer = await page.evaluateHandle(
    ({ name, data }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(data)], name, { type: 'application/xml' }));
      return transfer;
    },
    { name, data: [...bytes] },
  );
  await canvas.dispatchEvent('dragenter', { dataTransfer });
  await canvas.dispatchEvent('dragover', { dataTransfer });
  await expect(canvas).toHaveClass(/drop-target/);
  await shot(page, '49-import-drop-target');
  await canvas.dispatchEvent('drop', { dataTransfer });
  await expect(canvas).not.toHaveClass(/drop-target/);
}

test('an anonymous visitor drops a MusicXML chorale on the canvas, previews, imports, plays it, and undo brings the old song back', async ({
  page,
}) => {
  await openApp(page);
  await closeDialog(page, 'Song Library');
  // A song of her own first: one note on the first row.
  await switchToEdit(page);
  await addNoteAt(page, 438, 92);
  const before = await keptSong(page);
  expect(notes(before)).toBe(1);

  await dropFile(page, 'old-hundredth.musicxml', await readFile(CHORALE));
  const preview = page.getByRole('dialog', { name: 'Import music' });
  await expect(preview.getByText('MusicXML file: old-hundredth.musicxml', { exact: false })).toBeVisible();
  await expect(preview.getByRole('row')).toHaveCount(5);
  const needed = preview.getByRole('heading', { name: /^Bells needed: \d+ \(\d+ notes\)$/ });
  await expect(needed).toBeVisible();
  const [, bells, count] = (await needed.textContent())?.match(/(\d+) \((\d+) notes\)/) ?? [];
  await shot(page, '50-import-preview');
  await preview.locator('.modal-content').evaluate((content) => content.scrollTo(0, content.scrollHeight));
  await expect(preview.getByRole('heading', { name: 'What changes' })).toBeInViewport();
  await expect(preview.getByText('The file gives no title: the song is named after the file')).toBeVisible();
  await shot(page, '50-import-preview-changes');
  await preview.getByRole('button', { name: 'Import' }).click();
  await expect(preview).toBeHidden();

  const imported = await keptSong(page);
  expect(notes(imported)).toBe(Number(count));
  expect(imported.staves).toHaveLength(Number(bells));
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();

  // It plays (the Pause button shows while it does), and stops when asked.
  await page.getByRole('button', { name: 'Play' }).click();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await shot(page, '51-import-playing', 1500);
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();

  // One undo step: the song from before the import comes back.
  await page.locator('canvas.editor-canvas').focus();
  await page.keyboard.press('Control+z');
  await expect.poll(async () => (await keptSong(page)).staves).toEqual(before.staves);
});

test('on a phone, Import music from the More menu asks for a file and its preview fits the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openApp(page);
  await closeDialog(page, 'Song Library');
  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Import music…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import music' });
  await expect(dialog.getByRole('button', { name: 'Choose a music file' })).toBeVisible();
  await dialog.getByLabel('Music file').setInputFiles(CHORALE.pathname);
  await expect(dialog.getByRole('heading', { name: /^Bells needed/ })).toBeVisible();
  await shot(page, '52-import-preview-phone');
  const fits = await dialog.evaluate((panel) => {
    const box = panel.getBoundingClientRect();
    const content = panel.querySelector('.modal-content') as HTMLElement;
    return box.left >= 0 && box.right <= innerWidth && content.scrollWidth <= content.clientWidth + 1;
  });
  expect(fits).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a file that is not music gets a clear message, and the song stays as it was', async ({ page }) => {
  await openApp(page);
  await closeDialog(page, 'Song Library');
  await switchToEdit(page);
  await addNoteAt(page, 438, 92);
  const before = await keptSong(page);
  // A MIDI file cut off inside its header.
  await dropFile(page, 'broken.mid', Buffer.from('MThd\u0000\u0000\u0000\u0006\u0000'));
  const dialog = page.getByRole('dialog', { name: 'Import music' });
  await expect(dialog.getByText('This MIDI file is cut short: it ends inside its header.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled();
  await shot(page, '53-import-unreadable');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect((await keptSong(page)).staves).toEqual(before.staves);
});

test("an imported file is titled by its score's own title, and a file without one by its name, capitalised", async ({
  page,
}) => {
  await openApp(page);
  await closeDialog(page, 'Song Library');
  const dialog = page.getByRole('dialog', { name: 'Import music' });
  const importFile = async (fixture: string, title: string) => {
    await page.getByRole('button', { name: /^Music/ }).click();
    await page.getByRole('menuitem', { name: 'Import music…' }).click();
    await dialog
      .getByLabel('Music file')
      .setInputFiles(new URL(`../packages/music-io/test/fixtures/${fixture}`, import.meta.url).pathname);
    await expect(dialog.getByRole('heading', { name: /^Bells needed/ })).toBeVisible();
    await dialog.getByRole('button', { name: 'Import' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(async () => (await keptSong(page)).meta.title).toBe(title);
  };
  // A MIDI file of type 0: its one track's name is the sequence's name, 'Old Hundredth'.
  await importFile('old-hundredth-type0.mid', 'Old Hundredth');
  await expect(page.getByRole('button', { name: /^Song title: Old Hundredth\./ })).toBeVisible();
  // A MusicXML file with no title at all: named after 'old-hundredth.musicxml'.
  await importFile('old-hundredth.musicxml', 'Old Hundredth');
});
