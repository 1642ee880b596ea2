import { expect, type Page, test } from '@playwright/test';
import { closeDialog, openApp, shot, switchToEdit } from './helpers.ts';

// The network drops after the first page has loaded, before any dialog's code has (the app
// fetches it once the user starts to interact): every not-yet-loaded file under /assets/ fails.
// The app must stay as it was and say what happened.

const LOAD_FAILED = "Couldn't load this part of Ringalong. Check your connection and try again.";

/** Fails every asset request from now on; returns the function that brings the network back. */
async function dropAssets(page: Page): Promise<() => Promise<void>> {
  const handler = (route: import('@playwright/test').Route) => route.abort('internetdisconnected');
  await page.route('**/assets/**', handler);
  return () => page.unroute('**/assets/**', handler);
}

async function expectAppIntact(page: Page, title: string): Promise<void> {
  await expect(page.getByText(LOAD_FAILED)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Library' })).toBeVisible();
  await expect(page.locator('canvas.editor-canvas')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Song title' })).toHaveValue(title);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
}

test('Settings with the network down: a notice, the work kept; with the network back it opens', async ({
  page,
}) => {
  await openApp(page);
  const restore = await dropAssets(page);
  await closeDialog(page, 'Song Library');
  await switchToEdit(page);
  await page.getByRole('textbox', { name: 'Song title' }).fill('Offline Peal');

  await page.getByRole('button', { name: 'Song settings' }).click();
  await expectAppIntact(page, 'Offline Peal');
  await expect(page.getByRole('dialog', { name: 'Song Settings' })).toHaveCount(0);
  await shot(page, '60-network-drop-notice');

  await restore();
  await page.getByRole('button', { name: 'Song settings' }).click();
  await expect(page.getByRole('dialog', { name: 'Song Settings' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Song title' })).toHaveValue('Offline Peal');
});

/**
 * Does `act` and waits for its own 'could not load' notice: the one still showing from an earlier
 * failure is closed first (the same message again replaces it rather than stacking), so the
 * notice seen is this action's, and no opening is still being tried when the next step begins.
 */
async function failsToLoad(page: Page, title: string, act: () => Promise<void>): Promise<void> {
  const notice = page.locator('.ui-toast:not(.ui-toast-gone)', { hasText: LOAD_FAILED });
  if ((await notice.count()) > 0) await notice.getByRole('button', { name: 'Close' }).click();
  await expect(notice).toHaveCount(0);
  await act();
  await expect(notice).toBeVisible();
  await expectAppIntact(page, title);
}

test('Save, Row Call, sign-in and the bell menu with the network down keep the app and the work', async ({
  page,
}) => {
  await openApp(page);
  const restore = await dropAssets(page);
  await closeDialog(page, 'Song Library');
  await switchToEdit(page);
  await page.getByRole('textbox', { name: 'Song title' }).fill('Kept Tune');

  // Save warns with a toast, whose code is not loaded either.
  await failsToLoad(page, 'Kept Tune', () => page.getByRole('button', { name: 'Save', exact: true }).click());
  await failsToLoad(page, 'Kept Tune', () => page.getByRole('button', { name: 'Row Call' }).click());
  await failsToLoad(page, 'Kept Tune', () => page.getByRole('button', { name: 'Upgrade / Sign in' }).click());
  // The plus/minus stave-edit button at the top left of the composer opens the bell menu.
  await failsToLoad(page, 'Kept Tune', () =>
    page.locator('canvas.editor-canvas').click({ position: { x: 33, y: 24 } }),
  );

  // Back online, a dialog opens when asked, and only that one: none of the failed ones comes back.
  await restore();
  await page.getByRole('button', { name: 'Row Call' }).click();
  await expect(page.getByRole('dialog', { name: 'Row Call' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
});

test("Import music offline before its first opening says it couldn't load, as every other part does; back online it opens", async ({
  page,
  context,
}) => {
  await openApp(page);
  await closeDialog(page, 'Song Library');
  await context.setOffline(true);
  // The Music menu comes with the page; Import music's code does not.
  const music = page.getByRole('button', { name: /^Music/ });
  await music.click();
  await page.getByRole('menuitem', { name: 'Import music…' }).click();
  await expect(page.getByText(LOAD_FAILED)).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Import music' })).toHaveCount(0);

  await context.setOffline(false);
  await music.click();
  await page.getByRole('menuitem', { name: 'Import music…' }).click();
  await expect(page.getByRole('dialog', { name: 'Import music' })).toBeVisible();
});
