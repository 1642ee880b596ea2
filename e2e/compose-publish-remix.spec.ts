import { expect, test } from '@playwright/test';
import {
  addNoteAt,
  closeDialog,
  library,
  openApp,
  openAsSubscriber,
  savedMessage,
  shot,
  signIn,
  subscribe,
  switchToEdit,
} from './helpers.ts';

// Two users on one server: the first composes and publishes, the second remixes it.
test.describe.configure({ mode: 'serial' });

const TITLE = `Evening Peal ${Date.now() % 100000}`;

test('a user signs in, subscribes, composes a song, saves it and publishes it', async ({ page }) => {
  await openApp(page);
  await closeDialog(page, 'Song Library');
  await signIn(page, 'Alice Ringer', 'alice@example.com');
  // Not upgraded yet: the subscription options open by themselves after sign-in.
  await shot(page, '10-subscription-options');
  await subscribe(page);
  await shot(page, '11-subscription-unlocked');
  await closeDialog(page, 'Manage Subscription');

  await page.getByRole('button', { name: 'Library' }).click();
  await library(page).getByRole('button', { name: 'New Song' }).click();
  await expect(page.getByRole('textbox', { name: 'Song title' })).toHaveValue('New Song');
  await page.getByRole('textbox', { name: 'Song title' }).fill(TITLE);
  await addNoteAt(page, 520, 200);
  await addNoteAt(page, 480, 400);
  await shot(page, '12-composing');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(savedMessage(page)).toBeAttached();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeHidden();

  await page.getByRole('button', { name: 'Library' }).click();
  const songs = library(page);
  await songs.getByText('Your Songs').click();
  const card = songs.getByRole('listitem').filter({ hasText: TITLE });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Alice Ringer');
  await card.getByText('Public').click();
  await expect(page.getByText(`${TITLE} is now public`)).toBeVisible();
  await shot(page, '13-your-songs-published');
});

test('a second user finds it in Public Songs, opens it and saves a remix, then deletes the remix', async ({
  page,
}) => {
  await openAsSubscriber(page, 'Bob Bellman', 'bob@example.com');

  await page.getByRole('button', { name: 'Library' }).click();
  const songs = library(page);
  await songs.getByPlaceholder('Press Enter to search').fill(TITLE);
  await songs.getByPlaceholder('Press Enter to search').press('Enter');
  const card = songs.getByRole('listitem').filter({ hasText: TITLE });
  await expect(card).toContainText('Alice Ringer');
  await expect(card.getByText('Public')).toHaveCount(0);
  await shot(page, '20-public-songs-search');
  await card.getByRole('button', { name: `Open ${TITLE}` }).click();
  await expect(page.getByRole('button', { name: new RegExp(`Song title: ${TITLE}`) })).toBeVisible();

  await switchToEdit(page);
  await addNoteAt(page, 560, 300);
  await expect(page.getByRole('button', { name: 'Save as remix' })).toBeVisible();
  await shot(page, '21-remix-unsaved');
  await page.getByRole('button', { name: 'Save as remix' }).click();
  await expect(savedMessage(page)).toBeAttached();
  await expect(page.getByRole('textbox', { name: 'Song title' })).toHaveValue(`${TITLE} Remix`);

  await page.getByRole('button', { name: 'Library' }).click();
  await songs.getByText('Your Songs').click();
  const remix = songs.getByRole('listitem').filter({ hasText: `${TITLE} Remix` });
  await expect(remix).toContainText('Bob Bellman');
  await remix.getByRole('button', { name: `Delete ${TITLE} Remix` }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(confirm).toBeVisible();
  await shot(page, '22-delete-confirmation');
  await confirm.getByRole('button', { name: 'Delete song permanently' }).click();
  await expect(page.getByText('Song deleted')).toBeVisible();
  await expect(remix).toHaveCount(0);
  // The deleted song was the loaded one: song 0 is open now.
  await expect(
    page
      .getByRole('textbox', { name: 'Song title' })
      .or(page.getByRole('button', { name: /Song title: New Song/ })),
  ).toBeVisible();
});
