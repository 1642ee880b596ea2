import { expect, type Page, test } from '@playwright/test';
import { addNoteAt, closeDialog, library, openApp, shot, signIn, switchToEdit } from './helpers.ts';
import { keptWork } from './kept-work.ts';

// Nothing replaces a song with unsaved changes until the user says so.

async function composeUnsaved(page: Page, title: string): Promise<void> {
  await openApp(page);
  await closeDialog(page, 'Song Library');
  await switchToEdit(page);
  await page.getByRole('textbox', { name: 'Song title' }).fill(title);
  await addNoteAt(page, 500, 300);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
}

const question = (page: Page) => page.getByRole('dialog', { name: 'You have unsaved changes' });

test('opening another song asks first; Keep editing keeps the work, Discard changes opens the song', async ({
  page,
}) => {
  await composeUnsaved(page, 'Unfinished Rounds');
  await page.getByRole('button', { name: 'Library' }).click();
  await library(page).getByRole('button', { name: 'Open Twinkle Twinkle Little Star' }).click();
  await expect(question(page)).toBeVisible();
  await expect(question(page)).toContainText('"Unfinished Rounds"');
  await shot(page, '40-unsaved-changes-question');
  // The safe answer has the focus: Enter keeps editing.
  await expect(question(page).getByRole('button', { name: 'Keep editing' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(question(page)).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Song title' })).toHaveValue('Unfinished Rounds');
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
  // The kept local copy still holds the work (written 300 ms after the last edit).
  await expect.poll(() => keptWork(page)).toMatchObject({ title: 'Unfinished Rounds', saveRequired: true });

  await page.getByRole('button', { name: 'Library' }).click();
  await library(page).getByRole('button', { name: 'Open Twinkle Twinkle Little Star' }).click();
  await question(page).getByRole('button', { name: 'Discard changes' }).click();
  await expect(page.getByRole('button', { name: /Song title/ })).toContainText('Twinkle Twinkle Little Star');
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeHidden();
});

test('Escape on the question keeps editing', async ({ page }) => {
  await composeUnsaved(page, 'Escape Hatch');
  await page.getByRole('button', { name: 'Library' }).click();
  await library(page).getByRole('button', { name: 'Open Twinkle Twinkle Little Star' }).click();
  await expect(question(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(question(page)).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Song title' })).toHaveValue('Escape Hatch');
});

test('signing out with unsaved changes asks first and signs out only on Discard changes', async ({
  page,
}) => {
  await openApp(page);
  await closeDialog(page, 'Song Library');
  await signIn(page, 'Stella Signout', 'stella@example.com');
  await closeDialog(page, 'Subscribe for Full Access');
  await closeDialog(page, 'Song Library');
  await switchToEdit(page);
  await page.getByRole('textbox', { name: 'Song title' }).fill('Last Thoughts');
  await addNoteAt(page, 500, 300);

  const account = page.getByRole('button', { name: 'Account: Stella Signout' });
  await account.click();
  await page.getByRole('dialog', { name: 'User Settings' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(question(page)).toContainText('Signing out will close "Last Thoughts"');
  await question(page).getByRole('button', { name: 'Keep editing' }).click();
  await expect(account).toBeVisible();
  expect((await page.request.get('/api/auth/me')).status()).toBe(200);

  await account.click();
  await page.getByRole('dialog', { name: 'User Settings' }).getByRole('button', { name: 'Sign out' }).click();
  await question(page).getByRole('button', { name: 'Discard changes' }).click();
  await expect(page.getByRole('button', { name: 'Upgrade / Sign in' })).toBeVisible();
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
});
