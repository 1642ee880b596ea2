/**
 * The choir on paper and in the Bell Menu (issue 15): with a choir kept in this browser and the
 * song's assignment for it, Print… charts who rings which bells and prints each ringer's part;
 * the Bell Menu marks a bell the choir does not own and 'Fit to our bells' fixes it.
 */
import { expect, type Page, test } from '@playwright/test';
import type { Choir, Song } from '@ringalong/song';
import { DEMO_SONGS } from '@ringalong/song/demo-songs';
import { shot } from './helpers.ts';
import { keptWork } from './kept-work.ts';

const range = (min: number, max: number) => Array.from({ length: max - min + 1 }, (_, i) => min + i);
const bell = (pitchId: number) => ({ pitchId, instrument: 'handbell' as const });

const CHOIR: Choir = {
  id: 'st-anne',
  name: 'St Anne Ringers',
  ringers: [
    { id: 'ann', name: 'Ann Lee', experience: 'beginner' },
    { id: 'bob', name: 'Bob Marsh', experience: 'experienced' },
    { id: 'cy', name: 'Cy Okafor', experience: 'intermediate' },
    { id: 'dee', name: "Dee O'Neil" },
  ],
  // Three octaves of bells, C4 to C7.
  bells: range(60, 96),
  chimes: [],
};

/** Ode to Joy (C4 to G4 and C3 to G3 in its bass) with the choir's assignment. */
function assignedSong(): Song {
  const ode = DEMO_SONGS.find((song) => song.meta.title === 'Ode to Joy')!;
  const rows = ode.staves.map((s) => s.pitchId);
  const upper = rows.filter((p) => p >= 60);
  return {
    ...ode,
    assignments: [
      {
        choir: CHOIR.id,
        parts: [
          { ringer: 'ann', rows: upper.slice(0, 2).map(bell) },
          { ringer: 'bob', rows: upper.slice(2, 4).map(bell) },
          { ringer: 'cy', rows: upper.slice(4).map(bell) },
        ],
      },
    ],
  };
}

async function openWith(page: Page, song: Song) {
  await page.addInitScript(
    ({ kept, choirs }) => {
      localStorage.setItem('ringalong.work.v1', JSON.stringify(kept));
      localStorage.setItem('ringalong.choirs', JSON.stringify(choirs));
    },
    {
      kept: {
        title: song.meta.title,
        loadedTitle: song.meta.title,
        meta: { song_id: 0 },
        saveRequired: true,
        song,
      },
      choirs: { choirs: [CHOIR], activeId: CHOIR.id },
    },
  );
  await page.goto('/');
  // Kept work that is not saved opens in the composer, in place of the library.
  await page.getByRole('textbox', { name: 'Song title' }).waitFor();
}

async function openPrint(page: Page) {
  await page.getByRole('button', { name: 'Music: import, export and print' }).click();
  await page.getByRole('menuitem', { name: 'Print…' }).click();
  const view = page.getByRole('dialog', { name: 'Print' });
  await expect(view).toBeVisible();
  return view;
}

const pdfPages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;

test('a director prints the assignment chart and every ringer`s part', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const song = assignedSong();
  await openWith(page, song);
  const view = await openPrint(page);
  const what = view.getByRole('group', { name: 'What to print' });
  await view.getByRole('group', { name: 'Paper' }).getByRole('button', { name: 'A4' }).click();
  await what.getByRole('button', { name: 'Assignment chart' }).click();

  await expect(view.getByText('Assignment chart · St Anne Ringers')).toBeVisible();
  const cells = (name: string) => view.locator(`[data-ringer="${name}"] > *`);
  await expect(cells('Ann Lee').nth(1)).toHaveText('Beginner');
  await expect(cells("Dee O'Neil").nth(2)).toHaveText('No bells');
  await expect(view.locator('.pv-unassigned > th')).toHaveText('Not assigned');
  const notes = song.staves.reduce((n, s) => n + s.notes.length, 0);
  await expect(view.locator('.pv-totals > *').last()).toHaveText(String(notes));
  await shot(page, '81-assignment-chart');

  // Printed on A4: the chart's one sheet.
  await page.emulateMedia({ media: 'print' });
  expect(pdfPages(await page.pdf({ format: 'A4' }))).toBe(1);
  await page.emulateMedia({ media: 'screen' });

  // Every ringer's part, one after another, each on sheets of its own, titled with the name.
  await what.getByRole('button', { name: 'Parts per ringer' }).click();
  await expect(view.getByText(/^Part for Ann Lee: /).first()).toBeVisible();
  await expect(view.getByText(/^Part for Cy Okafor: /).first()).toBeVisible();
  await expect(view.getByText(/^Part for Dee/)).toHaveCount(0);
  const sheets = await view.locator('.pv-page').count();
  expect(sheets).toBeGreaterThanOrEqual(3);
  await page.emulateMedia({ media: 'print' });
  expect(pdfPages(await page.pdf({ format: 'A4' }))).toBe(sheets);
  await page.emulateMedia({ media: 'screen' });

  // One ringer's part only.
  await view.getByRole('combobox', { name: 'Ringer' }).selectOption({ label: 'Bob Marsh' });
  await expect(view.getByText(/^Part for Bob Marsh: /).first()).toBeVisible();
  await expect(view.getByText(/^Part for Ann Lee/)).toHaveCount(0);
  await shot(page, '84-part-for-a-ringer');
});

test.describe('on a phone', () => {
  test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

  test('the assignment chart reads on a phone, the sheet scrolling', async ({ page }) => {
    await openWith(page, assignedSong());
    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menu', { name: 'More' }).getByRole('menuitem', { name: 'Print…' }).click();
    const view = page.getByRole('dialog', { name: 'Print' });
    await view
      .getByRole('group', { name: 'What to print' })
      .getByRole('button', { name: 'Assignment chart' })
      .click();
    await expect(view.locator('[data-ringer="Bob Marsh"]')).toBeVisible();
    await shot(page, '82-phone-assignment-chart');
  });

  test('the Bell Menu with the choir fits a phone', async ({ page }) => {
    await openWith(page, DEMO_SONGS.find((song) => song.meta.title === 'Ode to Joy')!);
    await page.locator('canvas.editor-canvas').click({ position: { x: 33, y: 24 } });
    const menu = page.getByRole('dialog', { name: 'Add or Remove Bells' });
    await menu.getByRole('button', { name: 'Fit to our bells' }).click();
    await expect(menu.getByText('The song now fits the bells of St Anne Ringers.')).toBeVisible();
    await shot(page, '85-phone-bell-menu-fitted');
  });
});

test('the Bell Menu marks a bell the choir does not own, and Fit to our bells fixes it', async ({ page }) => {
  // Ode to Joy's bass row C3 is below the choir's three octaves (C4 to C7).
  const ode = DEMO_SONGS.find((song) => song.meta.title === 'Ode to Joy')!;
  await openWith(page, ode);
  await page.locator('canvas.editor-canvas').click({ position: { x: 33, y: 24 } });
  const menu = page.getByRole('dialog', { name: 'Add or Remove Bells' });
  await expect(menu.getByText(/^This song needs \d+ bells? your choir does not own: /)).toBeVisible();
  await menu.getByRole('combobox', { name: 'Keyboard' }).selectOption({ label: '5 octaves C3–C8' });
  await expect(menu.getByRole('img', { name: 'C3: St Anne Ringers does not own it' })).toBeVisible();
  await expect(menu.getByText(/Keys crossed and hatched: bells St Anne Ringers does not own/)).toBeVisible();
  await shot(page, '83-bell-menu-choir');

  await menu.getByRole('button', { name: 'Fit to our bells' }).click();
  await expect(
    menu.getByRole('list', { name: 'What the fit changed' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expect(menu.getByText('The song now fits the bells of St Anne Ringers.')).toBeVisible();
  const kept = async () =>
    ((await keptWork(page))?.song.staves ?? []).filter(
      (s) => s.notes.length > 0 && (s.pitchId < 60 || s.pitchId > 96),
    ).length;
  await expect.poll(kept).toBe(0);
});
