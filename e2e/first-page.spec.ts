import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
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

test('a page whose second half is slow to arrive paints nothing until the header and the library are all in', async ({
  page,
  baseURL,
}) => {
  // A connection that stalls midway through the page, as a phone's can: a proxy sends the page's
  // first part (the header and the library's first card), then the rest 1.5 s later; everything
  // else passes as it is.
  const upstream = new URL(baseURL ?? 'http://127.0.0.1');
  let firstPartSentAt = 0;
  const proxy = createServer(async (request, response) => {
    const answer = await fetch(new URL(request.url ?? '/', upstream), {
      headers: { cookie: request.headers.cookie ?? '', 'accept-encoding': 'identity' },
    });
    const body = Buffer.from(await answer.arrayBuffer());
    const headers = Object.fromEntries(
      [...answer.headers].filter(
        ([name]) => !['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(name),
      ),
    );
    response.writeHead(answer.status, headers);
    if (request.url !== '/') return response.end(body);
    const html = body.toString();
    const cut = html.indexOf('<li class="lib-card"', html.indexOf('<li class="lib-card"') + 1);
    response.write(html.slice(0, cut));
    firstPartSentAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    response.end(html.slice(cut));
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as AddressInfo;
  try {
    await page.goto(`http://127.0.0.1:${port}/`);
    await expect(
      library(page).getByText('Upgrade to unlock and contribute to the full library!'),
    ).toBeInViewport();
    const firstPaint = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      return paint ? performance.timeOrigin + paint.startTime : null;
    });
    // Nothing with content was painted while the rest of the page was on its way.
    expect(firstPaint).not.toBeNull();
    expect(firstPaint! - firstPartSentAt).toBeGreaterThan(1000);
  } finally {
    proxy.closeAllConnections();
    await new Promise((resolve) => proxy.close(resolve));
  }
});
