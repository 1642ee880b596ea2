import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { closeDialog, library, openApp, openAsSubscriber, shot } from './helpers.ts';
import { keptWork, putKeptWork } from './kept-work.ts';

/** Exports through the dialog and returns the download's name and bytes. */
async function exportAs(page: Page, format: string): Promise<{ name: string; bytes: Buffer }> {
  await page.getByRole('button', { name: 'Music: import, export and print' }).click();
  await page.getByRole('menuitem', { name: 'Export…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export' });
  await dialog.getByRole('button', { name: format }).click();
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  const download = await downloading;
  await expect(dialog).toBeHidden();
  return { name: download.suggestedFilename(), bytes: await readFile((await download.path())!) };
}

test('a subscriber exports a song to MIDI, MusicXML, WAV and Ogg, and each file arrives named after it', async ({
  page,
}) => {
  await openAsSubscriber(page, 'Elsa Export', `elsa.export.${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Library' }).click();
  await library(page).getByRole('button', { name: 'Open Ode to Joy' }).click();
  await expect(page.getByRole('button', { name: /Song title: Ode to Joy/ })).toBeVisible();

  // The dialog, once at the desk's size: MIDI's own choices show.
  await page.getByRole('button', { name: 'Music: import, export and print' }).click();
  await page.getByRole('menuitem', { name: 'Export…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export' });
  await expect(dialog.getByText('Saves as Ode to Joy.mid')).toBeVisible();
  await dialog.getByRole('button', { name: 'One per instrument' }).click();
  await expect(dialog.getByRole('button', { name: 'One per instrument' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await shot(page, 'export-dialog-1280');
  // Keyboard only: Escape closes it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const midi = await exportAs(page, 'MIDI');
  expect(midi.name).toBe('Ode to Joy.mid');
  expect(midi.bytes.subarray(0, 4).toString('latin1')).toBe('MThd');
  // Type 1, and a track named Handbells (one per instrument, as chosen above).
  expect(midi.bytes.readUInt16BE(8)).toBe(1);
  expect(midi.bytes.includes(Buffer.from('Handbells'))).toBe(true);

  const xml = await exportAs(page, 'MusicXML');
  expect(xml.name).toBe('Ode to Joy.musicxml');
  const text = xml.bytes.toString('utf8');
  expect(text).toContain('<score-partwise version="4.0">');
  expect(text).toContain('<work-title>Ode to Joy</work-title>');
  expect(text).toContain('<octave-change>1</octave-change>');

  const wav = await exportAs(page, 'WAV audio');
  expect(wav.name).toBe('Ode to Joy.wav');
  expect(wav.bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
  expect(wav.bytes.subarray(8, 16).toString('latin1')).toBe('WAVEfmt ');
  expect([wav.bytes.readUInt16LE(22), wav.bytes.readUInt32LE(24), wav.bytes.readUInt16LE(34)]).toEqual([
    2, 44_100, 16,
  ]);
  // Ode to Joy's 62 beats at 100 bpm last 37 s: the file holds them, ringing out, and not much more.
  const seconds = wav.bytes.readUInt32LE(40) / 4 / 44_100;
  expect(seconds).toBeGreaterThan(36);
  expect(seconds).toBeLessThan(50);
  let loudest = 0;
  for (let i = 44; i < wav.bytes.length; i += 2)
    loudest = Math.max(loudest, Math.abs(wav.bytes.readInt16LE(i)));
  expect(loudest).toBeGreaterThan(3000);

  const ogg = await exportAs(page, 'Ogg audio');
  expect(ogg.name).toBe('Ode to Joy.ogg');
  expect(ogg.bytes.subarray(0, 4).toString('latin1')).toBe('OggS');
  expect(ogg.bytes.includes(Buffer.from('OpusHead'))).toBe(true);
  // Compressed: well under the WAV's size.
  expect(ogg.bytes.length).toBeLessThan(wav.bytes.length / 4);
});

test('on a phone the export dialog opens from the More menu and fits; a long render shows its progress and Cancel stops it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openApp(page);
  await closeDialog(page, 'Song Library');
  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Switch to edit mode' }).click();
  await page.getByRole('textbox', { name: 'Song title' }).fill('Long Peal');
  // Ten minutes of bells, put in the kept work, which the app opens as the page loads again.
  const work = await keptWork(page);
  if (!work) throw new Error('no work kept');
  await putKeptWork(page, {
    ...work,
    song: {
      ...work.song,
      staves: [60, 62, 64, 65, 67].map((pitchId, row) => ({
        pitchId,
        instrument: 'handbell' as const,
        notes: Array.from({ length: 200 }, (_, i) => ({ beat: i * 5 + row, length: 1 })),
      })),
    },
  });
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Song title' })).toHaveValue('Long Peal');

  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Export…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export' });
  await dialog.getByRole('button', { name: 'WAV audio' }).click();
  await expect(dialog.getByText('Saves as Long Peal.wav')).toBeVisible();
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await shot(page, 'export-dialog-390');

  let downloaded = false;
  page.on('download', () => {
    downloaded = true;
  });
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  const progress = dialog.getByRole('progressbar', { name: 'Rendering the audio' });
  await expect(progress).toBeVisible();
  await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  await shot(page, 'export-dialog-390-rendering');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog.getByText('Export cancelled.')).toBeVisible();
  await expect(progress).toBeHidden();
  await page.waitForTimeout(500);
  expect(downloaded).toBe(false);
  await expect(dialog.getByRole('button', { name: 'Export', exact: true })).toBeVisible();
});
