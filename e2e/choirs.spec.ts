import { expect, type Page, test } from '@playwright/test';
import { closeDialog, openApp, openAsSubscriber, shot } from './helpers.ts';

const choirsDialog = (page: Page) => page.getByRole('dialog', { name: 'Choirs' });

async function openChoirs(page: Page) {
  await page.getByRole('button', { name: 'Music: import, export and print' }).click();
  await page.getByRole('menuitem', { name: 'Choirs…' }).click();
  await expect(page.getByRole('dialog', { name: 'Choirs' })).toBeVisible();
}

/** What this browser keeps of choirs (null when nothing). */
const keptHere = (page: Page) => page.evaluate(() => window.localStorage.getItem('ringalong.choirs'));

test('making a choir: a subscriber makes a choir with ringers and a 3-octave set; after a reload it is still there, from the server', async ({
  page,
}) => {
  await openAsSubscriber(page, 'Carla Director', 'carla.director@example.com');

  await openChoirs(page);
  const dialog = choirsDialog(page);
  await expect(dialog.getByText('Your choirs are kept with your account.')).toBeVisible();
  await dialog.getByRole('button', { name: 'New choir' }).click();
  await expect(dialog.getByRole('form', { name: 'New choir' })).toBeVisible();
  // The name takes the focus: typing goes straight in.
  await expect(dialog.getByLabel('Choir name')).toBeFocused();
  await page.keyboard.type('Trinity Ringers');
  for (let i = 0; i < 3; i++) await dialog.getByRole('button', { name: 'Add ringer' }).click();
  await dialog.getByLabel('Ringer 1 name').fill('Ann');
  await dialog.getByLabel('Ringer 1 experience').selectOption('Beginner');
  await dialog.getByLabel('Ringer 2 name').fill('Bob');
  await dialog.getByLabel('Ringer 2 experience').selectOption('Experienced');
  await dialog.getByLabel('Ringer 2 hands').selectOption('Four-in-hand');
  await dialog.getByLabel('Ringer 3 name').fill('Cleo');
  await shot(page, 'choirs-ringers-1280');
  await dialog.getByLabel('3 octaves of bells (C4–C7)').check();
  await expect(dialog.getByText('Bells and chimes owned: 37 bells, 0 chimes')).toBeVisible();
  // One more bell by hand, from the grid of single handbells (keyboard: Enter on a focused toggle).
  await dialog.getByText('Single handbells').click();
  await dialog.getByRole('button', { name: 'B3 handbell' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'B3 handbell' })).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByText('Bells and chimes owned: 38 bells, 0 chimes')).toBeVisible();
  await shot(page, 'choirs-editor-1280');
  await dialog.getByRole('button', { name: 'Save choir' }).click();

  await expect(page.getByText('Choir “Trinity Ringers” saved')).toBeVisible();
  const choice = dialog.getByRole('radio', { name: /Trinity Ringers/ });
  await expect(choice).toBeChecked();
  // Back at the list, the focus is on the active choir.
  await expect(choice).toBeFocused();
  await expect(dialog.getByText('3 ringers, 38 bells and chimes')).toBeVisible();
  await shot(page, 'choirs-list-1280');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Account: Carla Director' })).toBeVisible();
  await closeDialog(page, 'Song Library');
  await openChoirs(page);
  await expect(choirsDialog(page).getByRole('radio', { name: /Trinity Ringers/ })).toBeChecked();
  // It is the server's: the account's list holds it, and this browser keeps no choir of its own.
  const stored = await page.request.get('/api/choirs');
  expect(stored.status()).toBe(200);
  const { choirs } = (await stored.json()) as {
    choirs: {
      name: string;
      ringers: { name: string; experience?: string; hands?: string }[];
      bells: number[];
    }[];
  };
  expect(choirs).toHaveLength(1);
  expect(choirs[0]).toMatchObject({
    name: 'Trinity Ringers',
    ringers: [
      { name: 'Ann', experience: 'beginner' },
      { name: 'Bob', experience: 'experienced', hands: 'four-in-hand' },
      { name: 'Cleo' },
    ],
  });
  expect(choirs[0]?.ringers[0]).not.toHaveProperty('hands');
  expect(choirs[0]?.bells).toHaveLength(38);
  expect(JSON.parse((await keptHere(page)) ?? '{"choirs":[]}').choirs).toEqual([]);

  // Edit it at phone width, where the dialog must still read and work.
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'choirs-list-390');
  await choirsDialog(page).getByRole('button', { name: 'Edit Trinity Ringers' }).click();
  await choirsDialog(page).getByText('Single handbells').click();
  await shot(page, 'choirs-editor-390');
  await choirsDialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog', { name: 'Choirs' })).toBeVisible();
});

test("an anonymous user's choir is kept in this browser, and survives a reload", async ({ page }) => {
  await openApp(page);
  await closeDialog(page, 'Song Library');
  await openChoirs(page);
  const dialog = choirsDialog(page);
  await expect(dialog.getByText(/Your choirs are kept in this browser/)).toBeVisible();
  await dialog.getByRole('button', { name: 'New choir' }).click();
  await dialog.getByLabel('Choir name').fill('Kitchen Bells');
  await dialog.getByRole('button', { name: 'Add ringer' }).click();
  await dialog.getByLabel('8-note set (C4–C5)').check();
  await expect(dialog.getByText('Bells and chimes owned: 8 bells, 0 chimes')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save choir' }).click();
  await expect(dialog.getByRole('radio', { name: /Kitchen Bells/ })).toBeChecked();

  await page.reload();
  await openApp(page);
  await closeDialog(page, 'Song Library');
  await openChoirs(page);
  await expect(choirsDialog(page).getByRole('radio', { name: /Kitchen Bells/ })).toBeChecked();
  expect(JSON.parse((await keptHere(page)) ?? '{}').choirs[0]).toMatchObject({
    name: 'Kitchen Bells',
    ringers: [{ name: 'Ringer 1' }],
    bells: [60, 62, 64, 65, 67, 69, 71, 72],
  });
  // Nothing went to the server: there is no account to keep it.
  expect((await page.request.get('/api/choirs')).status()).toBe(401);
});
