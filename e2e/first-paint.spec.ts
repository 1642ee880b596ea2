import { expect, type Page, test } from '@playwright/test';
import { library } from './helpers.ts';

const titlesIn = (html: string) =>
  [...html.matchAll(/<span class="lib-card-title">([^<]*)<\/span>/g)].map(([, title]) => title);

/** Console errors, less the visitor's expected 'not signed in' answer to the start-up check. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    const notSignedIn =
      /status of 401/.test(text) ||
      /^(GET \/auth\/me failed|Session check failed): Request failed: 401/.test(text);
    if (!notSignedIn) errors.push(text);
  });
  return errors;
}

test("the page as served carries the library's first page, and the app shows the same", async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text();
  const served = titlesIn(html);
  const list = await (
    await request.get('/api/songs/public?text=&bellMin=0&bellMax=32&eightNote=false&is_public=true')
  ).json();
  expect(served).toEqual(list.songs.map((song: { title: string }) => song.title));
  expect(served).toContain('Ode to Joy');

  const errors = consoleErrors(page);
  await page.goto('/');
  const songs = library(page);
  await expect(songs.getByRole('button', { name: 'Open Ode to Joy' })).toBeVisible();
  // The app took over: the page's own picture of the library is gone, its own shows the list.
  await expect(page.locator('#first-paint-library')).toHaveCount(0);
  await expect(page.locator('[data-first-paint]')).toHaveCount(0);
  expect(await songs.locator('.lib-card-title').allTextContents()).toEqual(served);
  await expect(page.getByRole('button', { name: 'Upgrade / Sign in' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('before any script runs, the page shows the header and the library with its songs', async ({ page }) => {
  await page.route(/\.js$/, (route) => route.abort());
  await page.goto('/');
  const shell = page.locator('#first-paint-library');
  await expect(shell.locator('.lib-card-title').first()).toHaveText('Ode to Joy');
  await expect(shell.locator('.lib-card-title').first()).toBeInViewport();
  await expect(page.locator('header.app-header .play-button')).toBeInViewport();
  // Neither 'Sign in' nor a name until the app knows who is signed in.
  await expect(page.locator('header.app-header .account-button')).toBeHidden();
});

test('kept work opens without the library: the page does not paint it first', async ({ page }) => {
  // The app does not run here, so it cannot write its own work over the kept one on leaving.
  await page.route(/\.js$/, (route) => route.abort());
  await page.goto('/');
  await expect(page.locator('#first-paint-library')).toBeVisible();
  await page.evaluate(() =>
    localStorage.setItem('ringalong.work.v1', JSON.stringify({ saveRequired: true, title: 'Kept' })),
  );
  await page.reload();
  await expect(page.locator('#first-paint-library')).toBeHidden();
  await expect(page.locator('header.app-header')).toBeHidden();
});

test("a signed-in visitor is never shown the page's visitor library", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'ringalong_session', value: 'any', url: baseURL ?? 'http://localhost' }]);
  await page.route(/\.js$/, (route) => route.abort());
  await page.goto('/');
  await expect(page.locator('header.app-header .play-button')).toBeInViewport();
  await expect(page.locator('#first-paint-library')).toHaveCount(0);
});
