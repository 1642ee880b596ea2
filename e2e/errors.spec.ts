import { expect, type Page, test } from '@playwright/test';
import { closeDialog, library, openApp, shot, signIn } from './helpers.ts';

/** Searches the library for `text` (Enter, as the field asks): the app asks the server for the list. */
async function searchFor(page: Page, text: string): Promise<void> {
  const field = library(page).getByRole('textbox', { name: 'Search songs' });
  await field.fill(text);
  await field.press('Enter');
}

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

test("opening a song while its code cannot be downloaded shows 'Can't open song'; once it can, the song opens", async ({
  page,
}) => {
  // The song schema loads on the first song opened (api/open-song.ts), not on start.
  let blocked = true;
  await page.route('**/assets/{open-song,schema}-*.js', (route) =>
    blocked ? route.abort('internetdisconnected') : route.fallback(),
  );
  await openApp(page);
  await library(page).getByRole('button', { name: 'Open Ode to Joy' }).click();
  await expect(page.getByText("Can't open song")).toBeVisible();
  await expect(page.getByText(/No response from server/).first()).toBeVisible();
  await expect(library(page)).toBeVisible();
  blocked = false;
  await library(page).getByRole('button', { name: 'Open Ode to Joy' }).click();
  await expect(library(page)).toBeHidden();
  await expect(page.getByRole('button', { name: /Song title: Ode to Joy/ })).toBeVisible();
});

test('with the server down: the library says so (not an empty list) and sign-in says "No response from server"', async ({
  page,
}) => {
  // The page comes with the library's first page; the server goes down before the next search.
  await openApp(page);
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
  await searchFor(page, 'Ode');
  const failure = library(page).getByRole('alert');
  await expect(failure).toContainText("Couldn't load the songs.");
  await expect(failure).toContainText('No response from server');
  await expect(library(page).getByText('No songs match your search')).toHaveCount(0);
  await closeDialog(page, 'Song Library');
  await page.getByRole('button', { name: 'Upgrade / Sign in' }).click();
  await page.getByRole('button', { name: 'Continue with your account' }).click();
  const toast = page.locator('.ui-toasts');
  await expect(toast.getByText('Unable to sign in')).toBeVisible();
  await expect(toast.getByText('No response from server')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Sign In or Create Account' })).toBeHidden();
  await shot(page, '41-error-server-down');
});

test('a server error in the library shows an error with Retry; Retry brings the songs', async ({ page }) => {
  let failing = true;
  await page.route('**/api/songs/public**', (route) =>
    failing
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
  // The page comes with the library's first page; the error comes with the next search.
  await openApp(page);
  await searchFor(page, 'Ode');
  const failure = library(page).getByRole('alert');
  await expect(failure).toContainText("Couldn't load the songs.");
  await expect(failure).toContainText('Database unavailable');
  await expect(failure).not.toContainText('statusCode');
  await expect(library(page).getByText('No songs match your search')).toHaveCount(0);
  await shot(page, '42-error-library');
  failing = false;
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(library(page).getByRole('button', { name: 'Open Ode to Joy' })).toBeVisible();
  await expect(library(page).getByRole('alert')).toHaveCount(0);
});

test("signing in while the app's server code cannot be downloaded says so and changes nothing; once it can, sign-in goes on", async ({
  page,
}) => {
  // The store's server flows (sign-in, save, checkout ...) load on first use (store/later.ts).
  let blocked = true;
  await page.route('**/assets/flows-code-*.js', (route) =>
    blocked ? route.abort('internetdisconnected') : route.fallback(),
  );
  await openApp(page);
  await closeDialog(page, 'Song Library');
  await page.getByRole('button', { name: 'Upgrade / Sign in' }).click();
  await page.getByRole('button', { name: 'Continue with your account' }).click();
  await expect(
    page.getByText("Couldn't load this part of Ringalong. Check your connection and try again."),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upgrade / Sign in' })).toBeVisible();
  blocked = false;
  await signIn(page, 'Lou Later', 'lou.later@example.com');
});

test("opening a song says 'Opening…' at once, and a 404 shows 'Can't open song' on its first answer, asked once", async ({
  page,
}) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const asked: string[] = [];
  await page.route('**/api/songs/*', async (route) => {
    if (route.request().method() !== 'GET' || route.request().url().includes('/songs/public'))
      return route.fallback();
    asked.push(route.request().url());
    await held;
    await route.fulfill({
      status: 404,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: 404, error: 'Not Found', message: 'Song not found' }),
    });
  });
  await openApp(page);
  const open = library(page).getByRole('button', { name: 'Open Ode to Joy' });
  await open.click();
  await expect(library(page).getByRole('status').filter({ hasText: 'Opening…' })).toBeVisible();
  await expect(open).toHaveAttribute('aria-busy', 'true');
  await expect.poll(() => asked.length).toBe(1);
  release();
  await expect(page.getByText("Can't open song")).toBeVisible();
  await expect(open).not.toHaveAttribute('aria-busy');
  expect(asked).toHaveLength(1);
});
