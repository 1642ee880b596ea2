import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from './a11y.ts';
import { library, openApp, openAsSubscriber, switchToEdit } from './helpers.ts';

// axe-core on every screen and dialog (issue 31): no serious or critical finding (WCAG 2.0-2.2
// A and AA, target sizes of 24 px included), signed out, in the player and the composer, and for
// a subscriber's own dialogs. One page is walked through the screens signed out (each loaded page
// costs its start-up); each screen is checked whole, each dialog or menu opened on it only itself.

// axe reads the page at each step: on a loaded machine a walk of a dozen dialogs takes minutes.
test.describe.configure({ timeout: 300_000 });

const CHORALE = new URL('../packages/music-io/test/fixtures/old-hundredth.musicxml', import.meta.url);

/** Opens a dialog, checks it (and only it), and closes it with Escape. */
async function check(
  page: Page,
  name: string,
  open: () => Promise<unknown>,
  dialog?: Locator,
): Promise<void> {
  await open();
  const shown = dialog ?? page.getByRole('dialog', { name });
  await expect(shown).toBeVisible();
  await expectAccessible(page, name, '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(shown).toBeHidden();
}

const music = async (page: Page, item: string) => {
  await page.getByRole('button', { name: 'Music: import, export and print' }).click();
  await page.getByRole('menuitem', { name: item }).click();
};

test('every screen and dialog signed out: the player, print, the staff view, Ring along, the composer and the text view', async ({
  page,
}) => {
  await openApp(page);
  await expectAccessible(page, 'the library at start');
  await library(page).getByRole('button', { name: 'Open Twinkle Twinkle Little Star' }).click();
  await expect(library(page)).toBeHidden();

  // The player and its dialogs.
  await expectAccessible(page, 'the player');
  await check(page, 'Song Settings', () => page.getByRole('button', { name: 'Song settings' }).click());
  await check(page, 'Row Call', () => page.getByRole('button', { name: 'Row Call' }).click());
  await check(page, 'Keys', () => page.keyboard.press('?'));
  await check(page, 'Go to bar', () => page.keyboard.press('b'));
  await check(page, 'Export', () => music(page, 'Export…'));
  await check(page, 'Choirs', () => music(page, 'Choirs…'));
  await check(page, 'Choir', () => music(page, 'Choir in the player…'));
  await check(page, 'Print', () => music(page, 'Print…'));
  await check(page, 'Sign In or Create Account', () =>
    page.getByRole('button', { name: 'Upgrade / Sign in' }).click(),
  );
  await page.getByRole('button', { name: 'More' }).click();
  await expect(page.getByRole('menu', { name: 'More' })).toBeVisible();
  await expectAccessible(page, 'the More menu', '[role="menu"]');

  // The staff view (from the More menu), then Ring along.
  await page.getByRole('menuitemcheckbox', { name: 'Staff view' }).click();
  const staff = page.getByRole('region', { name: 'Staff view' });
  await expect(staff).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, 'the staff view');
  await page.keyboard.press('Escape');
  await expect(staff).toBeHidden();
  await page.keyboard.press('f');
  const ringAlong = page.getByRole('toolbar', { name: 'Ring along controls' });
  await expect(ringAlong).toBeVisible();
  await expectAccessible(page, 'Ring along');
  await page.keyboard.press('Escape');
  await expect(ringAlong).toBeHidden();

  // The composer, its dialogs and the text view.
  await switchToEdit(page);
  await expectAccessible(page, 'the composer');
  await check(page, 'Rehearse', () => page.getByRole('button', { name: 'Rehearse' }).click());
  const canvas = page.locator('canvas.editor-canvas');
  await check(page, 'Add or Remove Bells', () => canvas.click({ position: { x: 33, y: 24 } }));
  await check(page, 'Bar Menu', () => canvas.click({ position: { x: 437, y: 24 } }));
  await check(page, 'Assign ringers', () => music(page, 'Assign ringers…'));
  await check(page, 'Import music', async () => {
    await music(page, 'Import music…');
    await page
      .getByRole('dialog', { name: 'Import music' })
      .getByLabel('Music file')
      .setInputFiles(CHORALE.pathname);
    await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeVisible();
  });
  await page.keyboard.press('v');
  await expect(page.getByRole('complementary', { name: 'Song as text' })).toBeVisible();
  await expectAccessible(page, 'the composer with the text view');
});

test('a subscriber’s dialogs: User Settings and Manage Subscription', async ({ page }) => {
  await openAsSubscriber(
    page,
    'Axe Ringer',
    `axe-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
  );
  await page.getByRole('button', { name: 'Account: Axe Ringer' }).click();
  const settings = page.getByRole('dialog', { name: 'User Settings' });
  await expect(settings).toBeVisible();
  await expectAccessible(page, 'User Settings');
  await settings.getByRole('button', { name: 'Manage Subscription' }).click();
  await expect(page.getByRole('dialog', { name: 'Manage Subscription' })).toBeVisible();
  await expectAccessible(page, 'Manage Subscription', '[role="dialog"]');
});
