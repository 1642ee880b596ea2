import { expect, type Locator, type Page, test } from '@playwright/test';
import { closeDialog, library, openApp, shot } from './helpers.ts';

// Issue 23: on common laptops (1280 and 1366 wide) and a 1280 x 720 projector the header hid its
// words, so Save and 'Save as remix' were the same unlabelled disk. Save keeps its words at every
// width; the words that fit show (measured here); a button without words names itself in a
// tooltip on hover and on keyboard focus; Go to bar and Keys are a pointer's reach at any width.

const LAPTOPS = [
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
  { width: 1280, height: 720 },
];

/** Nothing in the header runs past the screen's right edge, nor hides under its neighbour. */
async function expectHeaderFits(page: Page): Promise<void> {
  const boxes = await page.locator('header.app-header > *').evaluateAll((children) =>
    children
      .map((child) => child.getBoundingClientRect())
      .filter((box) => box.width > 0)
      .map((box) => ({ left: box.left, right: box.right })),
  );
  const width = page.viewportSize()!.width;
  for (const [i, box] of boxes.entries()) {
    expect(box.right).toBeLessThanOrEqual(width);
    if (i > 0) expect(box.left).toBeGreaterThanOrEqual(boxes[i - 1]!.right);
  }
  const overflow = await page.locator('header.app-header').evaluate((h) => h.scrollWidth - h.clientWidth);
  expect(overflow).toBe(0);
}

/** The button's own words are on screen (not only its accessible name). */
async function expectWords(button: Locator, words: string): Promise<void> {
  const label = button.locator('.header-button-label');
  await expect(label).toBeVisible();
  await expect(label).toHaveText(words);
  await expect(button).toBeInViewport({ ratio: 1 });
}

/** The tooltip a button without words draws under itself: its text, or null while unseen. */
function tooltip(button: Locator): Promise<string | null> {
  return button.evaluate((element) => {
    const style = getComputedStyle(element, '::after');
    if (style.display === 'none' || style.visibility !== 'visible') return null;
    return style.content.replace(/^"|"$/g, '');
  });
}

for (const size of LAPTOPS) {
  test(`at ${size.width}x${size.height} Save and 'Save as remix' show their words and the header fits`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await openApp(page);
    // The new song, one's own: plain 'Save'.
    await closeDialog(page, 'Song Library');
    await page.getByRole('button', { name: 'Switch to edit mode' }).click();
    await page.getByRole('textbox', { name: 'Song title' }).fill('Thursday Peal');
    await expectWords(page.getByRole('button', { name: 'Save', exact: true }), 'Save');
    await expectHeaderFits(page);

    // Someone else's song with a change: 'Save as remix', the longest words Save has.
    await page.getByRole('button', { name: 'Library' }).click();
    await library(page).getByRole('button', { name: 'Open Ode to Joy' }).click();
    const unsaved = page.getByRole('dialog', { name: 'You have unsaved changes' });
    await unsaved.getByRole('button', { name: 'Discard changes' }).click();
    // A song opens in view mode; its title, pressed, edits it.
    await page.getByRole('button', { name: /Song title: Ode to Joy/ }).click();
    await page.getByRole('textbox', { name: 'Song title' }).fill('Ode to Joy for the Thursday ringers');
    await expectWords(page.getByRole('button', { name: 'Save as remix' }), 'Save as remix');
    await expectHeaderFits(page);
    await expectWords(page.getByRole('button', { name: 'Library' }), 'Library');
    await expectWords(page.getByRole('button', { name: 'Switch to view mode' }), 'View');
    await expectWords(page.getByRole('button', { name: 'Upgrade / Sign in' }), 'Upgrade / Sign in');
    await expectWords(page.getByRole('button', { name: 'Rehearse' }), 'Rehearse');
    await expectWords(page.getByRole('button', { name: 'Music: import, export and print' }), 'Music');
    if (size.width >= 1366) await expectWords(page.getByRole('button', { name: 'Row Call' }), 'Row Call');
    if (size.height === 800 || size.width === 1366) await shot(page, `23-header-remix-${size.width}`);
  });
}

test('at 1280x720 a button without words shows its name on hover and on keyboard focus', async ({ page }) => {
  await openApp(page);
  await closeDialog(page, 'Song Library');
  const settings = page.getByRole('button', { name: 'Song settings' });
  await expect(settings.locator('.header-button-label')).toBeHidden();
  expect(await tooltip(settings)).toBeNull();
  await settings.hover();
  expect(await tooltip(settings)).toBe('Song settings');
  await shot(page, '23-header-tooltip-hover');
  await page.mouse.move(640, 400);
  expect(await tooltip(settings)).toBeNull();

  // From the keyboard: Tab from Rehearse reaches Settings, then the Sound switch.
  await page.getByRole('button', { name: 'Rehearse' }).focus();
  await page.keyboard.press('Tab');
  await expect(settings).toBeFocused();
  expect(await tooltip(settings)).toBe('Song settings');
  await page.keyboard.press('Tab');
  const sound = page.getByRole('switch', { name: 'Sound' });
  await expect(sound).toBeFocused();
  expect(await tooltip(sound)).toBe('Sound');
  expect(await tooltip(settings)).toBeNull();
  await shot(page, '23-header-tooltip-focus');
  // Words that show need no tooltip.
  await page.getByRole('button', { name: 'Library' }).hover();
  expect(await tooltip(page.getByRole('button', { name: 'Library' }))).toBeNull();
});

test('at 1280x720 Go to bar and Keys are reached with the pointer, from the More menu', async ({ page }) => {
  await openApp(page);
  await library(page).getByRole('button', { name: 'Open Ode to Joy' }).click();
  await expect(library(page)).toBeHidden();
  const more = page.getByRole('button', { name: 'More' });
  await expect(more).toBeInViewport({ ratio: 1 });
  await more.click();
  const menu = page.getByRole('menu', { name: 'More' });
  // On a wide screen the menu holds only what the header has no button for.
  await expect(menu.getByRole('menuitem')).toHaveText(['Go to bar…', 'Keys']);
  await expect(menu).toBeInViewport({ ratio: 1 });
  await shot(page, '23-header-more-1280');
  await menu.getByRole('menuitem', { name: 'Go to bar…' }).click();
  const goTo = page.getByRole('dialog', { name: 'Go to bar' });
  await expect(goTo).toBeVisible();
  await goTo.getByLabel('Bar number or rehearsal mark').fill('5');
  await goTo.getByLabel('Bar number or rehearsal mark').press('Enter');
  await expect(goTo).toBeHidden();

  await more.click();
  await menu.getByRole('menuitem', { name: 'Keys' }).click();
  const keys = page.getByRole('dialog', { name: 'Keys' });
  await expect(keys).toBeVisible();
  await closeDialog(page, 'Keys');
});

test.describe('on a phone', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test("at 390x844 'Save as remix' shows its words, the title keeps room, and the header fits", async ({
    page,
  }) => {
    await openApp(page);
    await library(page).getByRole('button', { name: 'Open Ode to Joy' }).click();
    await expect(library(page)).toBeHidden();
    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Switch to edit mode' }).click();
    await page.getByRole('textbox', { name: 'Song title' }).fill('Ode to Joy for the Thursday ringers');
    await expectWords(page.getByRole('button', { name: 'Save as remix' }), 'Save as remix');
    await expectHeaderFits(page);
    const title = await page.getByRole('textbox', { name: 'Song title' }).boundingBox();
    expect(title!.width).toBeGreaterThanOrEqual(80);
    for (const name of ['Library', 'Play', 'Stop', 'More']) {
      const box = await page.getByRole('button', { name, exact: true }).boundingBox();
      expect(box!.width).toBeGreaterThanOrEqual(44);
      expect(box!.height).toBeGreaterThanOrEqual(44);
    }
    await shot(page, '23-header-remix-390');
    // Go to bar and Keys in the More menu here too, with everything the header has no room for.
    await page.getByRole('button', { name: 'More' }).click();
    const menu = page.getByRole('menu', { name: 'More' });
    await expect(menu.getByRole('menuitem', { name: 'Go to bar…' })).toBeInViewport({ ratio: 1 });
    await expect(menu.getByRole('menuitem', { name: 'Rehearse' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Keys' })).toBeInViewport({ ratio: 1 });
  });

  test("at 390x844 the library's New Song and the Bell Menu's keyboard range show their whole words", async ({
    page,
  }) => {
    await openApp(page);
    const newSong = library(page).getByRole('button', { name: 'New Song' });
    await expect(newSong).toBeInViewport({ ratio: 1 });
    // The button's icon and words lie inside its box, none cut by its edges.
    const inside = await newSong.evaluate((button) => {
      const range = document.createRange();
      range.selectNodeContents(button);
      const words = range.getBoundingClientRect();
      const box = button.getBoundingClientRect();
      return words.left >= box.left && words.right <= box.right;
    });
    expect(inside).toBe(true);
    await closeDialog(page, 'Song Library');

    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Switch to edit mode' }).click();
    await page.locator('canvas.editor-canvas').click({ position: { x: 33, y: 24 } });
    const bells = page.getByRole('dialog', { name: 'Add or Remove Bells' });
    const range = bells.getByRole('combobox', { name: 'Keyboard' });
    await expect(range).toBeInViewport({ ratio: 1 });
    await expect(range.locator('option:checked')).toHaveText(/^Classroom /);
    // The chosen option's words fit the field beside its arrow.
    const room = await range.evaluate((select: HTMLSelectElement) => {
      const style = getComputedStyle(select);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = style.font;
      const text = select.selectedOptions[0]!.text;
      const free =
        select.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      return free - context.measureText(text).width;
    });
    expect(room).toBeGreaterThanOrEqual(0);
    await shot(page, '23-phone-bell-menu');
  });
});
