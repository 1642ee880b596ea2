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

  // The same markup, not only the same words: the page's header and cards against the app's
  // (less what only the page has, the app's generated ids and the account button, which the
  // app has filled in by now).
  const same = await page.evaluate((served) => {
    const parsed = new DOMParser().parseFromString(served, 'text/html');
    const tidy = (element: Element | null) => {
      const copy = element?.cloneNode(true) as Element | undefined;
      if (!copy) return null;
      for (const name of ['data-first-paint', 'inert', 'aria-hidden']) copy.removeAttribute(name);
      copy.querySelector('.account-button')?.remove();
      for (const withId of copy.querySelectorAll('[id]')) withId.removeAttribute('id');
      // React writes '{icon} {count}' as two text nodes; the page as one.
      copy.normalize();
      return copy;
    };
    const pairs: [Element | null, Element | null][] = [
      [parsed.querySelector('header.app-header'), document.querySelector('header.app-header')],
      [parsed.querySelector('.lib-card'), document.querySelector('.lib-card')],
      [parsed.querySelector('.lib-card:last-child'), document.querySelector('.lib-card:last-child')],
      [parsed.querySelector('.lib-filters'), document.querySelector('.lib-filters')],
      [parsed.querySelector('.lib-footer'), document.querySelector('.lib-footer')],
    ];
    return pairs.map(([a, b]) => {
      const left = tidy(a);
      const right = tidy(b);
      // The eight-note checkbox's label points at its input by id on both sides.
      for (const copy of [left, right]) copy?.querySelector('label[for]')?.removeAttribute('for');
      return left !== null && right !== null && left.isEqualNode(right);
    });
  }, html);
  expect(same).toEqual([true, true, true, true, true]);
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

/**
 * Holds the app's main script back (as on a slow phone), clicks Ode to Joy on the page's own
 * picture of the library, and gives back the function that lets the script load.
 */
async function clickPictureBeforeTheApp(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  const card = page.locator('#first-paint-library .lib-card-open[aria-label="Open Ode to Joy"]');
  await expect(card).toBeVisible();
  const box = (await card.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  return release;
}

test("a song clicked in the page's picture before the app is ready opens once it is", async ({ page }) => {
  const release = await clickPictureBeforeTheApp(page);
  release();
  await expect(page.locator('#first-paint-library')).toHaveCount(0);
  await expect(library(page)).toBeHidden();
  await expect(page.locator('header.app-header .song-title')).toContainText('Ode to Joy');
});

test('a click in the page before the app is ready presses nothing once it is stale', async ({ page }) => {
  await page.clock.install();
  const release = await clickPictureBeforeTheApp(page);
  // The user waited on and moved on: the click is past the window when the app arrives.
  await page.clock.runFor(6000);
  release();
  await page.clock.resume();
  await expect(page.locator('#first-paint-library')).toHaveCount(0);
  await expect(library(page).getByRole('button', { name: 'Open Ode to Joy' })).toBeVisible();
  await expect(page.locator('header.app-header .song-title')).toContainText('New Song');
});
