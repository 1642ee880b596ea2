import { expect, test } from '@playwright/test';
import { library, openApp, shot } from './helpers.ts';

test('an anonymous visitor browses the demo songs and plays one', async ({ page }) => {
  await openApp(page);
  const songs = library(page);
  await expect(songs).toBeVisible();
  await expect(songs.getByText('Upgrade to unlock and contribute to the full library!')).toBeVisible();
  await expect(songs.getByRole('button', { name: 'Open Ode to Joy' })).toBeVisible();
  await expect(songs.getByRole('button', { name: 'Search' })).toBeDisabled();
  await shot(page, '01-start-library');

  await songs.getByPlaceholder('Press Enter to search').fill('twinkle');
  await songs.getByPlaceholder('Press Enter to search').press('Enter');
  await expect(songs.getByRole('button', { name: /^Open / })).toHaveCount(1);
  await songs.getByRole('button', { name: 'Open Twinkle Twinkle Little Star' }).click();
  await expect(songs).toBeHidden();
  await expect(page.getByRole('button', { name: /Song title: Twinkle Twinkle Little Star/ })).toBeVisible();

  await page.getByRole('button', { name: 'Play' }).click();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await shot(page, '02-demo-playing', 1500);
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
  await page.getByRole('button', { name: 'Stop' }).click();

  await page.getByRole('button', { name: 'Row Call' }).click();
  await expect(page.getByRole('dialog', { name: 'Row Call' })).toBeVisible();
  await shot(page, '03-row-call');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Song settings' }).click();
  await expect(page.getByRole('dialog', { name: 'Song Settings' })).toBeVisible();
  await shot(page, '04-song-settings');
  await page.keyboard.press('Escape');

  // Saving is for upgraded accounts: the warning, then the sign-in dialog.
  await page.getByRole('button', { name: /Song title/ }).click();
  await page.getByRole('textbox', { name: 'Song title' }).fill('My Twinkle');
  await page.getByRole('button', { name: 'Save as remix' }).click();
  await expect(page.getByText('You must upgrade first')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Sign In or Create Account' })).toBeVisible();
  await shot(page, '05-upgrade-warning-sign-in');
});

test('on a tablet every header control stays reachable, as an icon with its label for readers', async ({
  page,
}) => {
  await page.setViewportSize({ width: 820, height: 1180 });
  await openApp(page);
  await expect(library(page)).toBeVisible();
  await shot(page, '06-tablet-library');
  await page.keyboard.press('Escape');
  await expect(library(page)).toBeHidden();
  for (const name of [
    'Library',
    'Switch to edit mode',
    'Play',
    'Stop',
    'Song settings',
    'Row Call',
    'Upgrade / Sign in',
  ]) {
    await expect(page.getByRole('button', { name })).toBeInViewport();
  }
  await expect(page.getByRole('switch', { name: 'Sound' })).toBeInViewport();
  // Keyboard only: Tab reaches the header's first control.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Library' })).toBeFocused();
  await shot(page, '07-tablet-header');
});

test('an anonymous load logs no error: the page says nobody is signed in, so nothing asks and nothing answers 401', async ({
  page,
}) => {
  const errors: string[] = [];
  const checks: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
    if (/Session check/.test(message.text())) checks.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await openApp(page);
  await expect(library(page).getByRole('button', { name: 'Open Ode to Joy' })).toBeVisible();
  // The app has started: the account button answers.
  await expect(page.getByRole('button', { name: 'Upgrade / Sign in' })).toBeVisible();
  expect(errors).toEqual([]);
  expect(checks).toEqual([]);
});
