import { expect, test } from '@playwright/test';
import { closeDialog, library, openApp, shot } from './helpers.ts';

test("a server error when opening a song shows 'Can't open song' with its message", async ({ page }) => {
  await page.route('**/api/songs/*', (route) =>
    route.request().method() === 'GET' && !route.request().url().includes('/songs/public')
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({
            statusCode: 500,
            error: 'Internal Server Error',
            message: 'Database unavailable',
          }),
        })
      : route.fallback(),
  );
  await openApp(page);
  await library(page).getByRole('button', { name: 'Open Ode to Joy' }).click();
  await expect(page.getByText("Can't open song")).toBeVisible();
  await expect(page.getByText('Database unavailable')).toBeVisible();
  await expect(library(page)).toBeVisible();
  await shot(page, '40-error-open-song');
});

test('with the server down: an empty library and "No response from server" on sign-in', async ({ page }) => {
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
  await openApp(page);
  await expect(library(page).getByText('No songs match your search')).toBeVisible();
  await closeDialog(page, 'Song Library');
  await page.getByRole('button', { name: 'Upgrade / Sign in' }).click();
  await page.getByRole('button', { name: 'Continue with your account' }).click();
  await expect(page.getByText('Unable to sign in')).toBeVisible();
  await expect(page.getByText('No response from server')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Sign In or Create Account' })).toBeHidden();
  await shot(page, '41-error-server-down');
});
