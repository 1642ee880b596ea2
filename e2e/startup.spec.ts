import { expect, type Page, test } from '@playwright/test';
import { library } from './helpers.ts';

const ME = '/api/auth/me';
const PUBLIC_SONGS = '/api/songs/public';
const pathOf = (url: string) => new URL(url).pathname;

/** The API paths the page asks for, in the order it asks. */
function apiRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const path = pathOf(request.url());
    if (path.startsWith('/api/')) seen.push(path);
  });
  return seen;
}

/**
 * A visitor with a session cookie (here one that is no session): the server cannot render the
 * library for them, so the page starts the start-up calls itself.
 */
async function withSessionCookie(page: Page, baseURL: string | undefined): Promise<void> {
  await page
    .context()
    .addCookies([{ name: 'ringalong_session', value: 'any', url: baseURL ?? 'http://localhost' }]);
}

test("the HTML fetches the app's and the server's chunks ahead, and starts the start-up calls only when it lacks their answers", async ({
  request,
  baseURL,
}) => {
  const anonymous = await (await request.get('/')).text();
  expect(anonymous).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/app-[\w-]+\.js">/);
  expect(anonymous).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/server-[\w-]+\.js">/);
  // The page carries the library's first page and says nobody is signed in: nothing to ask.
  expect(anonymous).not.toContain('startup-calls.js');
  const withCookie = await (
    await request.get('/', { headers: { cookie: 'ringalong_session=any', origin: baseURL ?? '' } })
  ).text();
  expect(withCookie).toContain('<script src="/startup-calls.js" defer></script>');
});

test('a visitor with no session makes no start-up calls: the page had the answers', async ({ page }) => {
  const seen = apiRequests(page);
  await page.goto('/');
  await expect(library(page).getByRole('button', { name: 'Open Ode to Joy' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Sign in/ }).first()).toBeVisible();
  expect(seen).toEqual([]);
});

test('the library list is asked for without waiting for the answer to who is signed in', async ({
  page,
  baseURL,
}) => {
  await withSessionCookie(page, baseURL);
  const seen = apiRequests(page);
  // Who is signed in answers only once the library list has been asked for: a page that waits
  // for that answer before asking for the list never shows its songs.
  let listAsked: () => void = () => undefined;
  const listRequested = new Promise<void>((resolve) => {
    listAsked = resolve;
  });
  page.on('request', (request) => {
    if (pathOf(request.url()) === PUBLIC_SONGS) listAsked();
  });
  await page.route(`**${ME}`, async (route) => {
    await Promise.race([listRequested, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    await route.continue();
  });
  await page.goto('/');
  const songs = library(page);
  await expect(songs.getByRole('button', { name: 'Open Ode to Joy' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Sign in/ }).first()).toBeVisible();
  // Each start-up call went out once: the app took the answers the page had started.
  expect(seen.filter((path) => path === ME)).toEqual([ME]);
  expect(seen.filter((path) => path === PUBLIC_SONGS)).toEqual([PUBLIC_SONGS]);
});

test('the app starts as usual when the calls started by the HTML fail', async ({ page, baseURL }) => {
  await withSessionCookie(page, baseURL);
  const failed = new Set<string>();
  await page.route(/\/api\/(auth\/me|songs\/public)/, async (route) => {
    const path = pathOf(route.request().url());
    if (failed.has(path)) return route.continue();
    failed.add(path);
    return route.abort('connectionreset');
  });
  await page.goto('/');
  await expect(library(page).getByRole('button', { name: 'Open Ode to Joy' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Sign in/ }).first()).toBeVisible();
  expect([...failed].sort()).toEqual([ME, PUBLIC_SONGS]);
});

test('the app starts as usual when the start-up script cannot be loaded', async ({ page, baseURL }) => {
  await withSessionCookie(page, baseURL);
  await page.route('**/startup-calls.js', (route) => route.abort('connectionreset'));
  await page.goto('/');
  await expect(library(page).getByRole('button', { name: 'Open Ode to Joy' })).toBeVisible();
});

test('the sound code is fetched before the first click, once the pointer moves; the bells are synthesized, not fetched', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    const path = pathOf(request.url());
    if (/\.(wav|mp3|ogg|opus|flac|m4a)$/.test(path) || /\/assets\/sound-/.test(path)) {
      fetched.push(path);
    }
  });
  // The signs of interaction the page sees (first-intent.ts): under load, Chromium once gave the
  // page a pointer move of its own before the test moved the mouse, and the sound was fetched.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { intentsSeen: string[] }).intentsSeen = seen;
    for (const type of ['pointermove', 'pointerdown', 'touchstart', 'keydown'])
      window.addEventListener(type, (event) => seen.push(`${event.type} trusted=${event.isTrusted}`), {
        capture: true,
        passive: true,
      });
  });
  await page.goto('/');
  await expect(library(page).getByRole('button', { name: 'Open Ode to Joy' })).toBeVisible();
  // Nothing of the sound before the page sees a sign of interacting.
  const fetchedBefore = [...fetched];
  const intents = await page.evaluate(() => (window as unknown as { intentsSeen: string[] }).intentsSeen);
  expect(
    fetchedBefore.length === 0 || intents.length > 0,
    `${fetchedBefore.join(', ')} fetched with no sign of interaction`,
  ).toBe(true);
  if (intents.length > 0)
    test.info().annotations.push({ type: 'before the move', description: intents.join(', ') });
  await page.mouse.move(200, 200);
  await expect.poll(() => fetched.some((path) => path.startsWith('/assets/sound-'))).toBe(true);

  // The first click then plays: the bells are made in the browser, no sound file is fetched.
  await library(page).getByRole('button', { name: 'Open Ode to Joy' }).click();
  await page.getByRole('button', { name: 'Play' }).click();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  expect(fetched.filter((path) => !path.startsWith('/assets/'))).toEqual([]);
});
