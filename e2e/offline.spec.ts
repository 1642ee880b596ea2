/**
 * The app offline (docs/offline.md), with its service worker, against the built app: a song kept
 * before opens with no network and its edit, saved offline, waits in the queue and is stored once
 * when the network returns; the app starts with no network and opens and plays a kept song; a tab
 * killed mid-edit comes back offline with its draft; a new version is announced while a song plays
 * and applied only when the user chooses.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { addNoteAt, library, openApp, openAsSubscriber, switchToEdit } from './helpers.ts';
import { keptWork, killPage } from './kept-work.ts';

// The one file whose subject is the service worker (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const status = (page: Page) => page.locator('.network-status');
const save = (page: Page) => page.getByRole('button', { name: 'Save', exact: true });

/** The page controlled by the app's service worker, its files kept: reloaded once it is ready. */
// One after another, in one worker: a test here changes the built service worker on the server's
// disk (the next version), which every worker's server serves; an offline test registering its
// worker meanwhile would get that file, then a new version when it is put back.
test.describe.configure({ mode: 'default' });

async function underServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect(page.locator('canvas.editor-canvas[width]')).toBeAttached();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/**
 * Runs in the page before its scripts: what the account button shows in the page's first frame
 * (the frame's callback runs before it is drawn, after the page's inline scripts, before the app).
 */
function recordFirstFrameAccount() {
  const look = () => {
    const button = document.querySelector('.account-button');
    if (!button) return requestAnimationFrame(look);
    (window as unknown as { firstFrameAccount: unknown }).firstFrameAccount = {
      name: button.getAttribute('aria-label'),
      text: button.textContent,
      visibility: getComputedStyle(button).visibility,
    };
  };
  requestAnimationFrame(look);
}

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await expect(status(page)).toHaveText('Offline');
}

test('a kept song opens offline; its edit saved offline waits and is stored once when the network returns', async ({
  page,
  context,
}) => {
  const email = `olive-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  await openAsSubscriber(page, 'Olive Offline', email);
  await underServiceWorker(page);
  await library(page).getByRole('button', { name: 'Close' }).click();
  await switchToEdit(page);
  await page.getByRole('textbox', { name: 'Song title' }).fill('Offline hymn');
  await addNoteAt(page, 500, 300);
  await save(page).click();
  await expect(save(page)).toBeHidden();
  const [stored] = (await (await page.request.get('/api/songs?is_public=false')).json()).songs as {
    song_id: number;
    revision: number;
  }[];
  expect(stored).toBeDefined();

  await goOffline(context, page);
  // The library offline lists the songs this device opened or saved; the kept one opens.
  await page.getByRole('button', { name: 'Library' }).click();
  await library(page).getByRole('button', { name: 'Open Offline hymn' }).click();
  await expect(library(page)).toBeHidden();
  await switchToEdit(page);
  await addNoteAt(page, 560, 300);
  await save(page).click();
  await expect(status(page)).toHaveText('Offline · 1 save waiting');
  await expect(save(page)).toBeHidden();

  await context.setOffline(false);
  await expect(status(page)).toHaveText('');
  const own = (await (await page.request.get('/api/songs?is_public=false')).json()).songs as {
    song_id: number;
    title: string;
    revision: number;
  }[];
  expect(own.map((song) => song.title)).toEqual(['Offline hymn']);
  expect(own[0]?.revision).toBe((stored?.revision ?? 0) + 1);

  // Started with no network: the app comes from its service worker, and the kept song plays.
  await page.addInitScript(recordFirstFrameAccount);
  await context.setOffline(true);
  await page.reload();
  // The user's name from the first frame on, before the app has run (index.html's script).
  await page.waitForFunction(() => 'firstFrameAccount' in window);
  expect(
    await page.evaluate(() => (window as unknown as { firstFrameAccount: unknown }).firstFrameAccount),
  ).toEqual({
    name: 'Account: Olive Offline',
    text: 'Olive Offline',
    visibility: 'visible',
  });
  await expect(page.locator('canvas.editor-canvas[width]')).toBeAttached();
  await expect(status(page)).toHaveText('Offline');
  // Still signed in, as the network last said (not a visitor asked to sign in).
  await expect(page.getByRole('button', { name: 'Account: Olive Offline' })).toBeVisible();
  if (!(await library(page).isVisible())) await page.getByRole('button', { name: 'Library' }).click();
  await library(page).getByRole('button', { name: 'Open Offline hymn' }).click();
  await page.getByRole('button', { name: 'Play' }).click();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await context.setOffline(false);
});

test('a tab killed mid-edit, then offline and opened again, has its draft', async ({ page, context }) => {
  await openApp(page);
  await underServiceWorker(page);
  await library(page).getByRole('button', { name: 'Close' }).click();
  await switchToEdit(page);
  await page.getByRole('textbox', { name: 'Song title' }).fill('Draft in the hall');
  await addNoteAt(page, 500, 300);
  // Kept in IndexedDB as it changes (a moment after the last edit), before the tab is killed.
  await expect.poll(async () => (await keptWork(page, { hide: false }))?.title).toBe('Draft in the hall');
  await killPage(page);
  await context.setOffline(true);
  const again = await context.newPage();
  await again.goto('/');
  await expect(again.getByRole('textbox', { name: 'Song title' })).toHaveValue('Draft in the hall');
  await expect(again.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
  await context.setOffline(false);
});

test('a new version is announced while a song plays, and applied only when the user reloads', async ({
  page,
}) => {
  await openApp(page);
  await underServiceWorker(page);
  await library(page).getByRole('button', { name: 'Open Ode to Joy' }).click();
  await page.getByRole('button', { name: 'Play' }).click();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  // The next version: the built worker, changed on the server's disk for a moment (the browser
  // looks for a new worker itself; only this file lets service workers run).
  const worker = fileURLToPath(new URL('../apps/web/dist/sw.js', import.meta.url));
  const built = await readFile(worker, 'utf8');
  const before = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  // The next version stays on disk until the reloaded page has been checked: the browser looks
  // for a newer worker again after each navigation, and the built file put back before then is,
  // to it, one more new version (announced again, as it should be).
  try {
    await writeFile(worker, `${built}\n// the next version\n`);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    await expect(page.getByText('A new version is ready')).toBeVisible();
    // Not applied under the playing song: still playing, the same worker in control, no reload.
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(before);
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(page.locator('canvas.editor-canvas[width]')).toBeAttached();
    await expect(page.getByText('A new version is ready')).toBeHidden();
  } finally {
    await writeFile(worker, built);
  }
});
