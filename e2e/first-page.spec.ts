import { expect, type Page, test } from '@playwright/test';
import { library } from './helpers.ts';

const titlesIn = (html: string) =>
  [...html.matchAll(/<span class="lib-card-title">([^<]*)<\/span>/g)].map(([, title]) => title);

/**
 * Console errors and React's warnings (a hydration mismatch is one of them), less the 401 a
 * signed-in check gets for a visitor.
 */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && !/status of 401|Request failed: 401/.test(text)) problems.push(text);
    if (message.type() === 'warning' && /hydrat|did not match|React/i.test(text)) problems.push(text);
  });
  return problems;
}

test("the page as served is the app's header and the library's first page, which the app hydrates as they are", async ({
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
  // Signed out is known at once: the account button and the upgrade line are in the page.
  expect(html).toContain('Upgrade to unlock and contribute to the full library!');
  expect(html).toContain('aria-label="Upgrade / Sign in"');
  expect(html).not.toMatch(/class="[^"]*account-pending/);
  // The data the page was rendered from, as data only.
  expect(html).toMatch(/<script type="application\/json" id="first-page-data">\{"songs":\[/);

  const problems = consoleProblems(page);
  // The served card, as the parser made it: hydration keeps that very element.
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      const card = document.querySelector('.lib-card-open');
      if (!card) return;
      (window as unknown as { servedCard: Element }).servedCard = card;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  const songs = library(page);
  await expect(songs.getByRole('button', { name: 'Open Ode to Joy' })).toBeVisible();
  expect(await songs.locator('.lib-card-title').allTextContents()).toEqual(served);
  // Hydrated: the served card is still in the page, and it works.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { servedCard?: Element }).servedCard?.isConnected))
    .toBe(true);
  await songs.getByRole('button', { name: 'Open Ode to Joy' }).click();
  await expect(songs).toBeHidden();
  await expect(page.locator('header.app-header .song-title')).toContainText('Ode to Joy');
  expect(problems).toEqual([]);
});

test('before any script runs, the page shows the header and the library with its songs', async ({ page }) => {
  await page.route(/\.js$/, (route) => route.abort());
  await page.goto('/');
  const songs = library(page);
  await expect(songs.locator('.lib-card-title').first()).toHaveText('Ode to Joy');
  await expect(songs.locator('.lib-card-title').first()).toBeInViewport();
  await expect(songs.getByText('Upgrade to unlock and contribute to the full library!')).toBeInViewport();
  await expect(page.locator('header.app-header .play-button')).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Upgrade / Sign in' })).toBeVisible();
});

test('kept work opens without the library: the page does not show it first', async ({ page }) => {
  // The app does not run here, so it cannot write its own work over the kept one on leaving.
  await page.route(/\.js$/, (route) => route.abort());
  await page.goto('/');
  await expect(library(page)).toBeVisible();
  await page.evaluate(() =>
    localStorage.setItem('ringalong.work.v1', JSON.stringify({ saveRequired: true, title: 'Kept' })),
  );
  await page.reload();
  await expect(page.locator('header.app-header .play-button')).toBeInViewport();
  await expect(library(page)).toBeHidden();
});

test("a visitor with a session cookie gets the header only, never the visitor's library", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'ringalong_session', value: 'any', url: baseURL ?? 'http://localhost' }]);
  const problems = consoleProblems(page);
  await page.goto('/');
  await expect(page.locator('header.app-header .play-button')).toBeInViewport();
  // The app asks who is signed in (nobody: the cookie is no session) and opens the library itself.
  await expect(library(page).getByRole('button', { name: 'Open Ode to Joy' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upgrade / Sign in' })).toBeVisible();
  expect(problems.filter((text) => !/Session check/.test(text))).toEqual([]);
});
