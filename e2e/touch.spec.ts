import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  addNoteAt,
  closeDialog,
  library,
  openApp,
  savedMessage,
  shot,
  signIn,
  subscribe,
} from './helpers.ts';

// On a touch screen (pointer: coarse) every control is at least 44 px each way.

test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

/**
 * The controls inside `root` smaller than a finger (44 px), by name. A control's label, which
 * presses it too, counts as part of it.
 */
function smallTargets(root: Locator): Promise<string[]> {
  return root.evaluate((el) => {
    const controls = el.querySelectorAll<HTMLElement>(
      'button, input:not([type="hidden"]), select, textarea, a[href], [role="switch"], [role^="menuitem"], [role="slider"], [role="checkbox"]',
    );
    const small: string[] = [];
    for (const control of controls) {
      const r = control.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      const labels = [...((control as HTMLInputElement).labels ?? [])].map((l) => l.getBoundingClientRect());
      const width = Math.max(r.width, ...labels.map((l) => l.width));
      const height = Math.max(r.height, ...labels.map((l) => l.height));
      if (width < 43.5 || height < 43.5) {
        const label =
          control.getAttribute('aria-label') || control.textContent?.trim() || control.outerHTML.slice(0, 80);
        small.push(`${label} (${Math.round(width)}x${Math.round(height)})`);
      }
    }
    return small;
  });
}

async function expectFingerSized(root: Locator): Promise<void> {
  await expect(root).toBeVisible();
  await expect.poll(() => root.evaluate((el) => el.getAnimations({ subtree: true }).length)).toBe(0);
  expect(await smallTargets(root)).toEqual([]);
}

const more = (page: Page) => page.getByRole('button', { name: 'More' });

test('the header, the More menu, the library and the dialogs have finger-sized controls', async ({
  page,
}) => {
  await openApp(page);
  await expect(library(page).getByRole('button', { name: 'Open Ode to Joy' })).toBeVisible();
  await expectFingerSized(library(page));
  await closeDialog(page, 'Song Library');
  await expectFingerSized(page.getByRole('banner'));
  await more(page).click();
  await expectFingerSized(page.getByRole('menu', { name: 'More' }));
  await page.getByRole('menuitem', { name: 'Song settings' }).click();
  await expectFingerSized(page.getByRole('dialog', { name: 'Song Settings' }));
  await closeDialog(page, 'Song Settings');
  await more(page).click();
  await page.getByRole('menuitem', { name: 'Row Call' }).click();
  await expectFingerSized(page.getByRole('dialog', { name: 'Row Call' }));
  await closeDialog(page, 'Row Call');
  await more(page).click();
  await page.getByRole('menuitem', { name: 'Switch to edit mode' }).click();
  await more(page).click();
  await page.getByRole('menuitem', { name: 'Song settings' }).click();
  await expectFingerSized(page.getByRole('dialog', { name: 'Song Settings' }));
  await closeDialog(page, 'Song Settings');
  await page.locator('canvas.editor-canvas').tap({ position: { x: 33, y: 24 } });
  const bells = page.getByRole('dialog', { name: 'Add or Remove Bells' });
  await expectFingerSized(bells);
  await shot(page, '79-phone-touch-bell-menu');
  // The keyboard scrolls sideways in its strip; its last bell can be reached and picked.
  await bells.getByRole('button', { name: 'G5', exact: true }).tap();
  await expect(bells.getByRole('button', { name: 'G5', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test("a subscriber's own song cards fit a phone, with finger-sized Public and Delete", async ({ page }) => {
  // Signed in and subscribed on a wide screen, where the account button shows.
  await page.setViewportSize({ width: 1280, height: 720 });
  await openApp(page);
  await closeDialog(page, 'Song Library');
  await signIn(page, 'Tess Touch', 'tess.touch@example.com');
  await subscribe(page);
  await closeDialog(page, 'Manage Subscription');
  await page.getByRole('button', { name: 'Library' }).click();
  await library(page).getByRole('button', { name: 'New Song' }).click();
  await page.getByRole('textbox', { name: 'Song title' }).fill('Touch Song');
  await addNoteAt(page, 520, 200);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(savedMessage(page)).toBeAttached();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Library' }).click();
  await library(page).getByText('Your Songs').click();
  const card = library(page).getByRole('listitem').filter({ hasText: 'Touch Song' });
  await expect(card).toBeVisible();
  await expectFingerSized(library(page));
  await expect(card.getByRole('button', { name: 'Delete Touch Song' })).toBeInViewport({ ratio: 1 });
  await card.getByRole('switch').click();
  const told = page.getByText('Touch Song is now public');
  await expect(told).toBeVisible();
  await expect(page.locator('.ui-toast').filter({ hasText: 'Touch Song is now public' })).toBeInViewport({
    ratio: 1,
  });
  await shot(page, '80-phone-own-songs');
});
