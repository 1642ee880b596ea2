import { expect, test } from '@playwright/test';
import { addNoteAt, closeDialog, library, openApp, signIn, subscribe, switchToEdit } from './helpers.ts';

// Signed in but not upgraded, the user composes, is asked to upgrade on Save, pays, and comes back
// to find the song saved exactly once: the server saved it at checkout and the app adopted it.
test('work sent with subscribe lands in Your Songs exactly once and shows as saved', async ({ page }) => {
  const title = `Handed Over ${Date.now() % 100000}`;
  await openApp(page);
  await closeDialog(page, 'Song Library');
  await signIn(page, 'Hana Handover', 'hana@example.com');
  // Not upgraded: after sign-in the subscription options and the library open; put both aside.
  await closeDialog(page, 'Subscribe for Full Access');
  await closeDialog(page, 'Song Library');

  await switchToEdit(page);
  await page.getByRole('textbox', { name: 'Song title' }).fill(title);
  await addNoteAt(page, 500, 300);
  await addNoteAt(page, 560, 250);
  await addNoteAt(page, 620, 350);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('You must upgrade first')).toBeVisible();
  await subscribe(page);
  await closeDialog(page, 'Manage Subscription');

  await expect(page.getByRole('textbox', { name: 'Song title' })).toHaveValue(title);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeHidden();
  const own = await (await page.request.get('/api/songs?is_public=false')).json();
  expect(own.songs.map((s: { title: string }) => s.title)).toEqual([title]);

  // Editing further and saving updates that one song. The app's 'Saved' for the adopted song lasts
  // a second; let it go so the next 'Saved' is the save's own.
  await expect(page.getByText('Saved', { exact: true })).toBeHidden();
  await addNoteAt(page, 680, 300);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Library' }).click();
  await library(page).getByText('Your Songs').click();
  await expect(library(page).getByRole('listitem').filter({ hasText: title })).toHaveCount(1);
  const after = await (await page.request.get('/api/songs?is_public=false')).json();
  expect(after.songs).toHaveLength(1);
});

// Spec section 4's save rule holds across the checkout too: someone else's song, here an edited
// demo, is stored as the user's own copy, with ' Remix' added to its unchanged title.
test("an edited demo carried through checkout is saved as the user's remix and shows Saved", async ({
  page,
}) => {
  await openApp(page);
  await closeDialog(page, 'Song Library');
  await signIn(page, 'Rita Remix', 'rita@example.com');
  await closeDialog(page, 'Subscribe for Full Access');
  const songs = library(page);
  await songs.getByPlaceholder('Press Enter to search').fill('Jingle Bells');
  await songs.getByPlaceholder('Press Enter to search').press('Enter');
  await songs.getByRole('button', { name: 'Open Jingle Bells' }).click();
  await expect(songs).toBeHidden();

  await switchToEdit(page);
  await addNoteAt(page, 560, 300);
  await page.getByRole('button', { name: 'Save as remix' }).click();
  await expect(page.getByText('You must upgrade first')).toBeVisible();
  await page.getByRole('button', { name: 'Subscribe - $15 per year' }).click();
  await page.getByRole('button', { name: 'Pay $15' }).click();
  // Back on /success the app finds its work saved at checkout, takes that song on and says so.
  await expect(page.getByText('Saved', { exact: true })).toBeVisible({ timeout: 20_000 });
  const manage = page.getByRole('dialog', { name: 'Manage Subscription' });
  await expect(manage.getByText('Sweet! You now have full access to Ringalong.')).toBeVisible();
  await closeDialog(page, 'Manage Subscription');

  await expect(page.getByRole('textbox', { name: 'Song title' })).toHaveValue('Jingle Bells Remix');
  await expect(page.getByRole('button', { name: /^Save/ })).toBeHidden();
  const own = await (await page.request.get('/api/songs?is_public=false')).json();
  expect(own.songs.map((s: { title: string }) => s.title)).toEqual(['Jingle Bells Remix']);
  const demos = await (await page.request.get('/api/songs/public?text=Jingle')).json();
  expect(demos.songs.map((s: { title: string }) => s.title)).toEqual(['Jingle Bells']);
});

test('subscribing from the untouched default song adds no empty song to Your Songs', async ({ page }) => {
  await openApp(page);
  await closeDialog(page, 'Song Library');
  await signIn(page, 'Emil Empty', 'emil@example.com');
  await subscribe(page);
  await closeDialog(page, 'Manage Subscription');
  const own = await (await page.request.get('/api/songs?is_public=false')).json();
  expect(own.songs).toEqual([]);
});
