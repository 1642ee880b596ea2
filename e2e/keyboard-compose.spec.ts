import { expect, type Page, test } from '@playwright/test';
import { countPointerPresses, expectAccessible, pointerPresses } from './a11y.ts';
import { library, openApp, openAsSubscriber, savedMessage, TAKE_SHOTS } from './helpers.ts';

// Composing without a mouse (issue 31): the library closed, the composer chosen, a four-bar tune
// written and edited with the grid cursor's keys only, every change said in the polite live
// region and listed in the text view. No pointer event is fired from start to end.

const live = (page: Page) => page.getByTestId('live-region');
const textView = (page: Page) => page.getByRole('complementary', { name: 'Song as text' });
const canvas = (page: Page) => page.locator('canvas.editor-canvas');

/** Tab until `target` holds the focus (how many stops come first depends on the screen). */
async function tabTo(page: Page, target: ReturnType<Page['locator']>): Promise<void> {
  for (let i = 0; i < 40; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

async function says(page: Page, text: string | RegExp): Promise<void> {
  await expect(live(page)).toHaveText(text);
}

/** Into the composer of a new song with the keyboard alone, the focus on the canvas. */
async function composeByKeyboard(page: Page): Promise<void> {
  await countPointerPresses(page);
  await openApp(page);
  await expect(library(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(library(page)).toBeHidden();
  await intoComposer(page);
}

/** From the player, with the library closed, into the composer by the keyboard; the focus on the canvas. */
async function intoComposer(page: Page): Promise<void> {
  const edit = page.getByRole('button', { name: 'Switch to edit mode' });
  if (await edit.isVisible()) {
    await tabTo(page, edit);
    await page.keyboard.press('Enter');
  } else {
    // On a phone the mode is in the More menu: Enter opens it, the arrows reach the item.
    await tabTo(page, page.getByRole('button', { name: 'More' }));
    await page.keyboard.press('Enter');
    const item = page
      .getByRole('menu', { name: 'More' })
      .getByRole('menuitem', { name: 'Switch to edit mode' });
    for (let i = 0; i < 12 && !(await item.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
  }
  await expect(page.getByRole('textbox', { name: 'Song title' })).toBeVisible();
  await tabTo(page, canvas(page));
}

/** One bar of four quarter notes from the cursor (the snapping value is half a beat), rows up or down between. */
async function writeBar(page: Page, rows: readonly number[]): Promise<void> {
  for (const [i, row] of rows.entries()) {
    for (let r = 0; r < Math.abs(row); r++) await page.keyboard.press(row < 0 ? 'ArrowUp' : 'ArrowDown');
    await page.keyboard.press('Enter');
    await says(page, /^Note added: /);
    if (i < rows.length - 1) {
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
    }
  }
  await page.keyboard.press('Control+ArrowRight');
}

test('a four-bar tune composed and edited with the keyboard alone, every step said', async ({ page }) => {
  await composeByKeyboard(page);
  await page.keyboard.press('1');
  await says(page, 'New notes: quarter note');
  // The cursor appears at the start of the song, on the top row (G4 in a new song).
  await page.keyboard.press('Home');
  await says(page, 'Bar 1 beat 1, G4, empty');
  await writeBar(page, [0, 1, 1, 1]);
  await says(page, 'Bar 2 beat 1, D4, empty');
  await writeBar(page, [1, -1, -1, -1]);
  await writeBar(page, [0, 1, 1, 1]);
  await writeBar(page, [1, 0, -2, 0]);
  await says(page, /^Bar 5 beat 1, /);

  // The song as text (V) lists the four bars, four notes each.
  await page.keyboard.press('v');
  const view = textView(page);
  await expect(view).toBeVisible();
  for (const bar of [1, 2, 3, 4])
    await expect(view.getByRole('button', { name: `Bar ${bar} (4/4): 4 notes` })).toBeVisible();
  await expect(view.getByRole('button', { name: 'Beat 1: G4, quarter note, mf' })).toBeVisible();
  await expectAccessible(page, 'the composer with the text view');

  // Edit: Go to bar 2 (the cursor goes too, on its row), onto its first note, martellato on it.
  await page.keyboard.press('b');
  const goTo = page.getByRole('dialog', { name: 'Go to bar' });
  await expect(goTo).toBeVisible();
  await page.keyboard.type('2');
  await page.keyboard.press('Enter');
  await expect(goTo).toBeHidden();
  await says(page, 'Bar 2 beat 1, E4, empty');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await says(page, 'Bar 2 beat 1, C4, quarter note');
  await page.keyboard.press('m');
  await says(page, 'Martellato on one note');
  const marked = view.getByRole('button', { name: 'Beat 1: C4, quarter note, martellato, mf' });
  await expect(marked).toBeVisible();

  // In the text view the same keys work, and the focus follows the cursor from item to item.
  await tabTo(page, marked);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(view.getByRole('button', { name: 'Bar 2 (4/4): 4 notes' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await says(page, 'Bar 2 beat 2, D4, quarter note');
  await expect(view.getByRole('button', { name: 'Beat 2: D4, quarter note, mf' })).toBeFocused();
  await page.keyboard.press('Delete');
  await says(page, 'Note deleted');
  await expect(view.getByRole('button', { name: 'Bar 2 (4/4): 3 notes' })).toBeFocused();
  await page.keyboard.press('Control+z');
  await says(page, 'Undone');
  await expect(view.getByRole('button', { name: 'Bar 2 (4/4): 4 notes' })).toBeVisible();

  // Shift+arrows select what lies between; copied and pasted (at the hit point).
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  for (let i = 0; i < 6; i++) await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Shift+ArrowUp');
  await says(page, 'Bar 2 beat 4, E4, empty; 2 notes selected');
  await page.keyboard.press('Control+c');
  await says(page, '2 notes copied');
  await page.keyboard.press('Control+v');
  await says(page, '2 notes pasted');
  if (TAKE_SHOTS) {
    await page.keyboard.press('ArrowRight');
    await page.screenshot({ path: '/tmp/shots-31k/cursor-text-view-1280.png' });
  }

  expect(await pointerPresses(page)).toBe(0);
});

test('on a phone the text view sits under the canvas, and the cursor still writes', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await composeByKeyboard(page);
  await page.keyboard.press('ArrowDown');
  await says(page, 'Bar 1 beat 1, F4, empty');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await says(page, 'Note added: Bar 1 beat 1.5, E4, quarter note');
  await page.keyboard.press('v');
  const view = textView(page);
  await expect(view.getByRole('button', { name: 'Bar 1 (4/4): 2 notes' })).toBeVisible();
  const canvasBox = await canvas(page).boundingBox();
  const viewBox = await view.boundingBox();
  expect(viewBox!.y).toBeGreaterThanOrEqual(canvasBox!.y + canvasBox!.height - 1);
  expect(viewBox!.width).toBeGreaterThan(380);
  if (TAKE_SHOTS) await page.screenshot({ path: '/tmp/shots-31k/cursor-text-view-390.png' });
  await expectAccessible(page, 'the composer with the text view on a phone');
  expect(await pointerPresses(page)).toBe(0);
});

test('a song opened from the library and its first bars rehearsed in a loop, with the keyboard alone', async ({
  page,
}) => {
  await countPointerPresses(page);
  await openApp(page);
  const open = library(page).getByRole('button', { name: 'Open Twinkle Twinkle Little Star' });
  await tabTo(page, open);
  await page.keyboard.press('Enter');
  await expect(library(page)).toBeHidden();
  await expect(page.getByRole('button', { name: /Song title: Twinkle Twinkle Little Star/ })).toBeVisible();
  // O loops bars 1-4, Space plays it; Space again pauses.
  await page.keyboard.press('o');
  await page.keyboard.press('Space');
  await expect(page.locator('.play-button')).toHaveAccessibleName('Pause');
  await page.keyboard.press('Space');
  await expect(page.locator('.play-button')).toHaveAccessibleName('Play');
  // Rehearse (its dialog) shows the loop on, from bar 1 to bar 4.
  await tabTo(page, page.getByRole('button', { name: 'Rehearse' }));
  await page.keyboard.press('Enter');
  const rehearse = page.getByRole('dialog', { name: 'Rehearse' });
  await expect(rehearse.getByRole('checkbox', { name: 'Loop' })).toBeChecked();
  await expect(rehearse.getByRole('spinbutton', { name: 'From bar' })).toHaveValue('1');
  await expect(rehearse.getByRole('spinbutton', { name: 'To bar' })).toHaveValue('4');
  await page.keyboard.press('Escape');
  await expect(rehearse).toBeHidden();
  expect(await pointerPresses(page)).toBe(0);
});

test('a subscriber writes with note input, changes a length, reaches the bar menu and saves, with the keyboard alone', async ({
  page,
}) => {
  await countPointerPresses(page);
  await openAsSubscriber(
    page,
    'Nell Notes',
    `nell.notes.${test.info().workerIndex}.${Date.now()}@example.com`,
  );
  // Signing in and subscribing are other journeys' subject: the count starts here.
  await page.evaluate(() => {
    (
      globalThis as unknown as { ringalongPointerPresses: { presses: number } }
    ).ringalongPointerPresses.presses = 0;
  });
  await intoComposer(page);
  await page.keyboard.press('Home');
  await says(page, 'Bar 1 beat 1, G4, empty');
  await page.keyboard.press('1');
  await says(page, 'New notes: quarter note');

  // N: note input; each letter places the nearest bell of its name and the cursor moves on.
  await page.keyboard.press('n');
  await says(page, 'Note input on: the letters A to G place bells');
  const noteInput = page.getByRole('button', { name: 'Note input' });
  await expect(noteInput).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('c');
  await says(page, 'Note added: Bar 1 beat 1, C4, quarter note');
  await page.keyboard.press('e');
  await says(page, 'Note added: Bar 1 beat 1.5, E4, quarter note');
  await page.keyboard.press('g');
  await says(page, 'Note added: Bar 1 beat 2, G4, quarter note');
  // In note input the length keys choose the next note's length.
  await page.keyboard.press('2');
  await says(page, 'New notes: half note');
  await page.keyboard.press('d');
  await says(page, 'Note added: Bar 1 beat 2.5, D4, half note');
  await page.keyboard.press('Escape');
  await says(page, 'Note input off');
  await expect(noteInput).toHaveAttribute('aria-pressed', 'false');

  // Outside it, a length key changes the note at the cursor too.
  await page.keyboard.press('ArrowLeft');
  await says(page, 'Bar 1 beat 2.5, D4, half note');
  await page.keyboard.press('4');
  await says(page, 'One note and new notes: whole note');
  await page.keyboard.press('v');
  const view = textView(page);
  await expect(view.getByRole('button', { name: 'Bar 1 (4/4): 4 notes' })).toBeVisible();
  await expect(view.getByRole('button', { name: 'Beat 2.5: D4, whole note, mf' })).toBeVisible();

  // Shift+F10 opens the bar menu of the cursor's bar, the focus in it; Escape closes it, and the
  // canvas's keys act again (the focus is back on the page, as after every dialog).
  await page.keyboard.press('Shift+F10');
  const barMenu = page.getByRole('dialog', { name: 'Bar Menu' });
  await expect(barMenu).toBeVisible();
  await expect.poll(() => barMenu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(barMenu).toBeHidden();
  await page.keyboard.press('ArrowRight');
  await says(page, 'Bar 1 beat 3, D4, empty');
  // Ctrl+Shift+F10: the Bell Menu, the same way.
  await page.keyboard.press('Control+Shift+F10');
  const bellMenu = page.getByRole('dialog', { name: 'Add or Remove Bells' });
  await expect(bellMenu).toBeVisible();
  await expect.poll(() => bellMenu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(bellMenu).toBeHidden();
  await page.keyboard.press('ArrowLeft');
  await says(page, 'Bar 1 beat 2.5, D4, whole note');

  // In the text view the length keys change the note whose item has the focus.
  const whole = view.getByRole('button', { name: 'Beat 2.5: D4, whole note, mf' });
  await tabTo(page, whole);
  await page.keyboard.press('2');
  await says(page, 'One note and new notes: half note');
  await expect(view.getByRole('button', { name: 'Beat 2.5: D4, half note, mf' })).toBeFocused();

  // Ctrl+S saves the song.
  await page.keyboard.press('Control+s');
  await expect(savedMessage(page)).toBeAttached();
  if (TAKE_SHOTS) await page.screenshot({ path: '/tmp/shots-31m/note-input-1280.png' });
  expect(await pointerPresses(page)).toBe(0);
});

test.describe('under reduce motion', () => {
  test.use({ reducedMotion: 'reduce' });

  /** Plays until the picture has shown `count` places, then pauses; the places drawn, in order. */
  async function drawnWhilePlaying(
    page: Page,
    view: 'canvas' | 'ringAlong',
    count: number,
  ): Promise<number[]> {
    await page.evaluate(() => {
      (globalThis as unknown as { ringalongDrawn: unknown[] }).ringalongDrawn = [];
    });
    await page.keyboard.press('Space');
    const drawn = () =>
      page.evaluate(
        (which) =>
          (globalThis as unknown as { ringalongDrawn: { view: string; position: number }[] }).ringalongDrawn
            .filter((entry) => entry.view === which)
            .map((entry) => entry.position),
        view,
      );
    await expect
      .poll(async () => new Set(await drawn()).size, { timeout: 30_000 })
      .toBeGreaterThanOrEqual(count);
    await page.keyboard.press('Space');
    return drawn();
  }

  test('the canvas and Ring along move a beat at a time while playing', async ({ page }) => {
    await openApp(page);
    await library(page).getByRole('button', { name: 'Open Twinkle Twinkle Little Star' }).press('Enter');
    await expect(library(page)).toBeHidden();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

    const onCanvas = await drawnWhilePlaying(page, 'canvas', 3);
    expect(onCanvas.every((beat) => Number.isInteger(beat))).toBe(true);

    await page.keyboard.press('f');
    await expect(page.locator('canvas.ra-canvas')).toBeVisible();
    const inRingAlong = await drawnWhilePlaying(page, 'ringAlong', 3);
    expect(inRingAlong.every((beat) => Number.isInteger(beat))).toBe(true);
    // Each step holds for frames on end: far fewer places than frames drawn.
    expect(new Set(inRingAlong).size).toBeLessThan(inRingAlong.length);
  });
});
