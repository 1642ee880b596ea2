import { expect, type Locator, type Page, test } from '@playwright/test';
import { closeDialog, library, openApp, shot } from './helpers.ts';

// Every dialog fits a phone's screen, upright and on its side: nothing sticks out of the dialog
// or the viewport, no button's label is cut, and what does not fit scrolls inside the dialog.

/**
 * What is wrong with how the dialog sits on the screen; empty when it fits. A strip made to
 * scroll sideways inside the dialog (the bell keyboard on a touch screen) may hold more than shows.
 */
function misfits(dialog: Locator): Promise<string[]> {
  return dialog.evaluate((root) => {
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
    const scrolls = (el: Element) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX);
    const content = (el: Element) => el.matches('.modal-content');
    const inStrip = (el: Element) => {
      for (let up = el.parentElement; up && up !== root; up = up.parentElement) {
        if (scrolls(up) && !content(up)) return true;
      }
      return false;
    };
    const box = root.getBoundingClientRect();
    const found: string[] = [];
    if (box.left < 0 || box.top < 0 || box.right > innerWidth + 0.5 || box.bottom > innerHeight + 0.5) {
      found.push(`the dialog leaves the viewport: ${JSON.stringify(box)}`);
    }
    for (const el of root.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1 || el.closest('[aria-hidden="true"]')) continue;
      if (inStrip(el)) continue;
      if (r.left < box.left - 0.5 || r.right > box.right + 0.5)
        found.push(`sticks out sideways: ${name(el)}`);
      const cuts = (!scrolls(el) && getComputedStyle(el).overflowX !== 'visible') || el.tagName === 'BUTTON';
      const sideways = cuts || content(el);
      if (sideways && el.scrollWidth > el.clientWidth + 1) found.push(`cut or scrolls sideways: ${name(el)}`);
    }
    return found;
  });
}

async function expectFits(dialog: Locator, ...buttons: string[]): Promise<void> {
  await expect(dialog).toBeVisible();
  // Dialogs grow in; measure once they stand still.
  await expect.poll(() => dialog.evaluate((el) => el.getAnimations({ subtree: true }).length)).toBe(0);
  expect(await misfits(dialog)).toEqual([]);
  for (const name of buttons) {
    const button = dialog.getByRole('button', { name, exact: true });
    await button.scrollIntoViewIfNeeded();
    await expect(button).toBeInViewport({ ratio: 1 });
  }
}

const more = (page: Page) => page.getByRole('button', { name: 'More' });

async function fromMore(page: Page, item: string): Promise<void> {
  await more(page).click();
  await page.getByRole('menu', { name: 'More' }).getByRole('menuitem', { name: item }).click();
}

for (const size of [
  { width: 360, height: 740 },
  { width: 740, height: 360 },
]) {
  test(`at ${size.width}x${size.height} every dialog fits and scrolls inside itself`, async ({ page }) => {
    await page.setViewportSize(size);
    await openApp(page);
    await expect(library(page).getByRole('button', { name: 'Open Ode to Joy' })).toBeVisible();
    await expectFits(library(page), 'New Song', 'Close');
    await library(page).getByRole('button', { name: 'Open Ode to Joy' }).click();
    await expect(library(page)).toBeHidden();

    await fromMore(page, 'Song settings');
    await expectFits(page.getByRole('dialog', { name: 'Song Settings' }), 'Close');
    await closeDialog(page, 'Song Settings');

    await fromMore(page, 'Row Call');
    await expectFits(page.getByRole('dialog', { name: 'Row Call' }), 'Next', 'Close');
    await closeDialog(page, 'Row Call');

    await fromMore(page, 'Switch to edit mode');
    await page.getByRole('textbox', { name: 'Song title' }).fill('Pocket Ode');
    await fromMore(page, 'Song settings');
    await expectFits(page.getByRole('dialog', { name: 'Song Settings' }), 'Close');
    if (size.width === 360) await shot(page, '78-phone-settings');
    await closeDialog(page, 'Song Settings');

    const canvas = page.locator('canvas.editor-canvas');
    await canvas.click({ position: { x: 33, y: 24 } });
    await expectFits(page.getByRole('dialog', { name: 'Add or Remove Bells' }), 'Done', 'Clear', 'Close');
    await closeDialog(page, 'Add or Remove Bells');

    await fromMore(page, 'Choirs…');
    await expectFits(page.getByRole('dialog', { name: 'Choirs' }), 'New choir', 'Close');
    await page.getByRole('button', { name: 'New choir' }).click();
    const choir = page.getByRole('dialog', { name: 'Choirs' });
    await choir.getByRole('button', { name: 'Add ringer' }).click();
    await choir.getByText('Single handbells').click();
    await expectFits(choir, 'Add ringer', 'C4 handbell', 'Save choir', 'Cancel', 'Close');
    if (size.width === 360) await shot(page, '78-phone-choir');
    // Close (or Escape) leaves the editor for the list, and then the dialog.
    await choir.getByRole('button', { name: 'Close' }).click();
    await expect(choir.getByRole('button', { name: 'New choir' })).toBeVisible();
    await closeDialog(page, 'Choirs');

    // Unsaved changes: opening another song asks first.
    await page.getByRole('button', { name: 'Library' }).click();
    await library(page).getByRole('button', { name: 'Open Twinkle Twinkle Little Star' }).click();
    const question = page.getByRole('dialog', { name: 'You have unsaved changes' });
    await expectFits(question, 'Keep editing', 'Discard changes');
    await question.getByRole('button', { name: 'Keep editing' }).click();
    await expect(question).toBeHidden();
    if (await library(page).isVisible()) await closeDialog(page, 'Song Library');

    await page.getByRole('button', { name: 'Save as remix' }).click();
    await expectFits(
      page.getByRole('dialog', { name: 'Sign In or Create Account' }),
      'Continue with your account',
    );
    await closeDialog(page, 'Sign In or Create Account');
  });
}

test('on a phone on its side (740x360) the Bar Menu fits', async ({ page }) => {
  await page.setViewportSize({ width: 740, height: 360 });
  await openApp(page);
  await closeDialog(page, 'Song Library');
  await fromMore(page, 'Switch to edit mode');
  // The pencil above the first strong barline: x 437 as at 1280 wide (the composer's time runs
  // from its hit point at the left, whatever the width).
  await page.locator('canvas.editor-canvas').click({ position: { x: 437, y: 24 } });
  const bar = page.getByRole('dialog', { name: 'Bar Menu' });
  await expect(bar).toBeVisible();
  await expectFits(bar, 'Add', 'Delete', 'Close');
});
