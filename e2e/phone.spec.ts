import { expect, type Locator, type Page, test } from '@playwright/test';
import { closeDialog, library, openApp, pastCloseBlur, shot, switchToEdit } from './helpers.ts';

// Phones: every header control reachable at 360 px wide (the less used ones through a More
// menu), nothing off-screen, and every dialog inside the viewport with its buttons whole.

const PHONES = [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
];

/** The page never scrolls sideways, and the box lies wholly inside the viewport. */
async function expectOnScreen(page: Page, locator: Locator): Promise<void> {
  const viewport = page.viewportSize()!;
  const box = await locator.boundingBox();
  expect(box, 'shown').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width + 0.5);
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height + 0.5);
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    header: document.querySelector('header')!.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
  expect(widths.header).toBeLessThanOrEqual(widths.viewport);
}

const more = (page: Page) => page.getByRole('button', { name: 'More' });
const menu = (page: Page) => page.getByRole('menu', { name: 'More' });

/** Runs `pick` on the More menu, opened for it. */
async function fromMore(page: Page, item: string): Promise<void> {
  await more(page).click();
  await expect(menu(page)).toBeVisible();
  await expectOnScreen(page, menu(page));
  const entry = menu(page).getByRole('menuitem', { name: item });
  // A long menu on a short phone scrolls inside the screen, as a finger would scroll it.
  await entry.scrollIntoViewIfNeeded();
  await expectOnScreen(page, entry);
  await entry.click();
  await expect(menu(page)).toBeHidden();
}

for (const size of PHONES) {
  test(`at ${size.width}x${size.height} every header control is reachable and nothing is off-screen`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await openApp(page);
    await expectOnScreen(page, library(page));
    await expectOnScreen(page, library(page).getByRole('button', { name: 'New Song' }));
    await expectOnScreen(page, library(page).getByRole('button', { name: 'Close' }));
    if (size.width === 390) await shot(page, '70-phone-library');
    await closeDialog(page, 'Song Library');

    for (const name of ['Library', 'Play', 'Stop', 'More']) {
      await expectOnScreen(page, page.getByRole('button', { name, exact: true }));
    }
    await expectOnScreen(page, page.getByRole('button', { name: /Song title/ }));
    await expectNoSidewaysScroll(page);
    if (size.width === 390) {
      await shot(page, '71-phone-header');
      await more(page).click();
      // The menu's code may still be arriving: Escape before it is open would leave it to open
      // afterwards, and the next press of More would close it.
      await expect(menu(page)).toBeVisible();
      await shot(page, '72-phone-more-menu');
      await page.keyboard.press('Escape');
      await expect(menu(page)).toBeHidden();
    }

    await fromMore(page, 'Song settings');
    const settings = page.getByRole('dialog', { name: 'Song Settings' });
    await expectOnScreen(page, settings);
    await closeDialog(page, 'Song Settings');

    await fromMore(page, 'Row Call');
    const rowCall = page.getByRole('dialog', { name: 'Row Call' });
    await expectOnScreen(page, rowCall);
    await expectOnScreen(page, rowCall.getByRole('button', { name: 'Next' }));
    await closeDialog(page, 'Row Call');

    await more(page).click();
    const sound = menu(page).getByRole('menuitemcheckbox', { name: 'Sound' });
    await expect(sound).toHaveAttribute('aria-checked', 'true');
    await sound.click();
    await more(page).click();
    await expect(sound).toHaveAttribute('aria-checked', 'false');
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await expect(more(page)).toBeFocused();

    await fromMore(page, 'Switch to edit mode');
    await expect(page.getByRole('textbox', { name: 'Song title' })).toBeVisible();
    await expectOnScreen(page, page.getByRole('textbox', { name: 'Song title' }));
    await page.getByRole('textbox', { name: 'Song title' }).fill('Pocket Peal');
    await expectOnScreen(page, page.getByRole('button', { name: 'Save', exact: true }));
    await expectNoSidewaysScroll(page);
    if (size.width === 390) await shot(page, '73-phone-header-editing');

    // The plus/minus stave-edit button at the top left of the composer opens the bell menu.
    await page.locator('canvas.editor-canvas').click({ position: { x: 33, y: 24 } });
    const bells = page.getByRole('dialog', { name: 'Add or Remove Bells' });
    await expect(bells).toBeVisible();
    await expectOnScreen(page, bells);
    await expectOnScreen(page, bells.getByRole('button', { name: 'Done' }));
    if (size.width === 390) await shot(page, '74-phone-bell-menu');
    await bells.getByRole('button', { name: 'Done' }).click();
    await expect(bells).toBeHidden();

    await fromMore(page, 'Upgrade / Sign in');
    const signIn = page.getByRole('dialog', { name: 'Sign In or Create Account' });
    await expectOnScreen(page, signIn);
    await expectOnScreen(page, signIn.getByRole('button', { name: 'Continue with your account' }));
  });
}

test('the More menu works from the keyboard: Enter opens it, arrows move, Escape closes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openApp(page);
  await closeDialog(page, 'Song Library');
  // Closing a dialog blurs what has focus 50 ms later (spec section 4): come in after that.
  await pastCloseBlur(page);
  await more(page).focus();
  await expect(more(page)).toHaveAttribute('aria-haspopup', 'menu');
  await expect(more(page)).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(menu(page)).toBeVisible();
  await expect(more(page)).toHaveAttribute('aria-expanded', 'true');
  const items = menu(page).getByRole('menuitem').or(menu(page).getByRole('menuitemcheckbox'));
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(items.last()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu(page)).toBeHidden();
  await expect(more(page)).toBeFocused();
});

test('at 1920x1080 the header shows every control in one row, and More holds only Go to bar and Keys', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await openApp(page);
  await expectOnScreen(page, library(page));
  await shot(page, '75-desktop-library');
  await closeDialog(page, 'Song Library');
  for (const name of ['Library', 'Switch to edit mode', 'Play', 'Stop', 'Song settings', 'Row Call']) {
    await expectOnScreen(page, page.getByRole('button', { name, exact: true }));
  }
  await expectOnScreen(page, page.getByRole('switch', { name: 'Sound' }));
  await expectOnScreen(page, page.getByRole('button', { name: 'Upgrade / Sign in' }));
  await more(page).click();
  await expect(menu(page).getByRole('menuitem')).toHaveText(['Go to bar…', 'Keys']);
  await page.keyboard.press('Escape');
  await shot(page, '76-desktop-header');
  await switchToEdit(page);
  await page.locator('canvas.editor-canvas').click({ position: { x: 33, y: 24 } });
  const bells = page.getByRole('dialog', { name: 'Add or Remove Bells' });
  await expect(bells).toBeVisible();
  await expectOnScreen(page, bells.getByRole('button', { name: 'Done' }));
  await shot(page, '77-desktop-bell-menu');
});

for (const width of [1280, 1366]) {
  test(`at ${width}x720 every header control is on screen, the account button whole`, async ({ page }) => {
    await page.setViewportSize({ width, height: 720 });
    await openApp(page);
    await closeDialog(page, 'Song Library');
    const names = ['Library', 'Play', 'Stop', 'Rehearse', 'Song settings', 'Row Call', 'Ring along'];
    for (const name of names) await expectOnScreen(page, page.getByRole('button', { name, exact: true }));
    await expectOnScreen(page, page.getByRole('button', { name: 'Music: import, export and print' }));
    await expectOnScreen(page, page.getByRole('button', { name: 'Upgrade / Sign in' }));
    const overflow = await page
      .locator('.app-header')
      .evaluate((header) => header.scrollWidth - header.clientWidth);
    expect(overflow).toBe(0);
  });
}
