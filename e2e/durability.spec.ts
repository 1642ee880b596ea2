import { expect, test } from '@playwright/test';
import { addNoteAt, closeDialog, openApp, shot, subscribe, switchToEdit } from './helpers.ts';

async function startComposing(page: import('@playwright/test').Page, title: string) {
  await openApp(page);
  await closeDialog(page, 'Song Library');
  await switchToEdit(page);
  await page.getByRole('textbox', { name: 'Song title' }).fill(title);
  await addNoteAt(page, 500, 300);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
}

test('leaving with unsaved changes asks first', async ({ page }) => {
  await startComposing(page, 'Unsaved tune');
  const prompt = new Promise<import('@playwright/test').Dialog>((resolve) => page.once('dialog', resolve));
  await page.close({ runBeforeUnload: true });
  const dialog = await prompt;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.accept();
});

test('the work survives a reload', async ({ page }) => {
  await startComposing(page, 'Reload proof');
  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Song title' })).toHaveValue('Reload proof');
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Song Library' })).toHaveCount(0);
  // The note placed before the reload is in the restored song (its E4 stave has one note).
  const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('ringalong.work.v1') ?? '{}'));
  expect(kept.song.staves.find((stave: { pitchId: number }) => stave.pitchId === 64).notes).toHaveLength(1);
  await shot(page, '30-restored-after-reload');
  // The library the page came with stayed hidden while the work was restored; asked for, it shows.
  await page.getByRole('button', { name: 'Library' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Song Library' }).getByRole('button', { name: 'Open Ode to Joy' }),
  ).toBeVisible();
});

test('the work survives the sign-in redirect and comes back in edit mode, still unsaved', async ({
  page,
}) => {
  await startComposing(page, 'Before sign in');
  page.on('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('You must upgrade first')).toBeVisible();
  await page.getByRole('button', { name: 'Continue with your account' }).click();
  await page.getByLabel('Name').fill('Dora Durable');
  await page.getByLabel('Email').fill('dora@example.com');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Account: Dora Durable' })).toBeVisible();
  // Said in the polite live region, where its words stay after the toast's 1 s (a loaded machine
  // may look later than that).
  await expect(page.getByRole('status').getByText('Signed in', { exact: true })).toBeAttached();
  await expect(page.getByRole('textbox', { name: 'Song title' })).toHaveValue('Before sign in');
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Subscribe for Full Access' })).toBeVisible();
  await shot(page, '31-restored-after-sign-in');

  await subscribe(page);
  await closeDialog(page, 'Manage Subscription');
  await expect(page.getByRole('textbox', { name: 'Song title' })).toHaveValue('Before sign in');
  // The server saved it at checkout and the app adopted that song: shown saved, stored once.
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeHidden();
  const own = await (await page.request.get('/api/songs?is_public=false')).json();
  expect(own.songs.map((s: { title: string }) => s.title)).toEqual(['Before sign in']);
  await shot(page, '32-restored-after-checkout-and-saved');
});
