import { expect, type Page, test } from '@playwright/test';
import { library, openApp, shot } from './helpers.ts';
import { keptWork } from './kept-work.ts';

/** A choir kept in this browser, as the Choirs dialog keeps it (store/choirs.ts), ringing four-in-hand. */
const CHOIR = {
  id: 'choir-e2e',
  name: 'St Paul Ringers',
  ringers: [
    { id: 'ann', name: 'Ann', experience: 'experienced', hands: 'four-in-hand' },
    { id: 'bo', name: 'Bo', experience: 'beginner', hands: 'four-in-hand' },
    { id: 'cy', name: 'Cy', hands: 'four-in-hand' },
  ],
  bells: [],
  chimes: [],
};

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Assign ringers' });
const column = (page: Page, name: string) => dialog(page).getByRole('region', { name });
const bellsIn = (page: Page, name: string) =>
  column(page, name)
    .locator('[data-row]')
    .evaluateAll((rows) => rows.map((row) => row.querySelector('span')?.textContent ?? ''));

async function openAssign(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Music: import, export and print' }).click();
  await page.getByRole('menuitem', { name: 'Assign ringers…' }).click();
  await expect(dialog(page)).toBeVisible();
}

/** The song's assignments as this browser keeps the work. */
const keptAssignments = async (page: Page) => (await keptWork(page))?.song.assignments ?? null;

test('assigning a song: automatic, one bell dragged to another ringer, saved with the song, undone', async ({
  page,
}) => {
  await page.addInitScript((choir) => {
    localStorage.setItem('ringalong.choirs', JSON.stringify({ choirs: [choir], activeId: choir.id }));
  }, CHOIR);
  await openApp(page);
  await library(page).getByRole('button', { name: 'Open Ode to Joy' }).click();
  await expect(page.getByRole('button', { name: /Song title: Ode to Joy/ })).toBeVisible();

  await openAssign(page);
  await expect(dialog(page).getByText('St Paul Ringers')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Assign automatically' }).click();
  const summary = dialog(page).getByTestId('assign-summary');
  await expect(summary).toContainText('0 bell changes');
  await expect(summary).toContainText('every note has a ringer');
  // Positions kept together on the table: the bass G2, C3, G3 and the melody's C4-G4 take three.
  await expect(summary).toContainText('3 ringers needed to ring every note with no bell change');
  await shot(page, '70-assign-ringers-1280');

  // Ann's first bell, dragged onto Cy's column.
  const ann = await bellsIn(page, 'Ann');
  expect(ann.length).toBeGreaterThan(1);
  const moved = ann[0]!;
  await column(page, 'Ann').locator('[data-row]').first().dragTo(column(page, 'Cy'));
  expect(await bellsIn(page, 'Cy')).toContain(moved);
  expect(await bellsIn(page, 'Ann')).toEqual(ann.slice(1));
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page)).toBeHidden();
  await expect
    .poll(async () => (await keptAssignments(page))?.[0]?.parts?.map((p: { ringer: string }) => p.ringer))
    .toContain('cy');

  // Opened again: the assignment is the song's.
  await openAssign(page);
  expect(await bellsIn(page, 'Cy')).toContain(moved);
  expect(await bellsIn(page, 'Ann')).toEqual(ann.slice(1));
  expect(await bellsIn(page, 'Nobody')).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, '71-assign-ringers-390');
  await page.setViewportSize({ width: 1280, height: 720 });
  await dialog(page).getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog(page)).toBeHidden();

  // One undo takes the whole assignment away.
  await page.locator('canvas.editor-canvas').focus();
  await page.keyboard.press('Control+z');
  await expect.poll(() => keptAssignments(page)).toBeNull();
  await openAssign(page);
  expect(await bellsIn(page, 'Ann')).toEqual([]);
  expect((await bellsIn(page, 'Nobody')).length).toBeGreaterThan(0);
});

test('assigning without a choir: the dialog says so and opens the Choirs dialog', async ({ page }) => {
  await openApp(page);
  await library(page).getByRole('button', { name: 'Close' }).click();
  await openAssign(page);
  await expect(dialog(page)).toContainText('No choir is chosen');
  await dialog(page).getByRole('button', { name: 'Open Choirs…' }).click();
  await expect(dialog(page)).toBeHidden();
});
