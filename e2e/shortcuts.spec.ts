import { expect, type Page, test } from '@playwright/test';
import { library, openApp } from './helpers.ts';

// Space plays and pauses whenever no text field has focus (spec section 2, issue 9): not only
// with the focus on the page, but also after a header button was clicked or a dialog closed.

async function openTwinkle(page: Page): Promise<void> {
  await openApp(page);
  await library(page).getByRole('button', { name: 'Open Twinkle Twinkle Little Star' }).click();
  await expect(library(page)).toBeHidden();
}

const playButton = (page: Page) => page.locator('.play-button');

async function expectPlaying(page: Page, playing: boolean): Promise<void> {
  await expect(playButton(page)).toHaveAccessibleName(playing ? 'Pause' : 'Play');
}

const bodyFocused = (page: Page) => page.evaluate(() => document.activeElement === document.body);

test('after clicking Stop, Space plays and pauses instead of pressing Stop again', async ({ page }) => {
  await openTwinkle(page);
  await page.getByRole('button', { name: 'Play' }).click();
  await expectPlaying(page, true);
  await page.getByRole('button', { name: 'Stop' }).click();
  await expectPlaying(page, false);

  await page.keyboard.press('Space');
  await expectPlaying(page, true);
  await page.keyboard.press('Space');
  await expectPlaying(page, false);
  // The Play button itself, clicked, does not hold Space either: one press, one toggle.
  await playButton(page).click();
  await expectPlaying(page, true);
  await page.keyboard.press('Space');
  await expectPlaying(page, false);
});

test('after closing Settings or Row Call, Space plays instead of opening them again', async ({ page }) => {
  await openTwinkle(page);

  await page.getByRole('button', { name: 'Song settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Song Settings' });
  await expect(settings).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();
  // Spec section 4: closing a dialog blurs the focused element (after 50 ms).
  await expect.poll(() => bodyFocused(page)).toBe(true);
  await page.keyboard.press('Space');
  await expectPlaying(page, true);
  await expect(settings).toBeHidden();
  await page.keyboard.press('Space');
  await expectPlaying(page, false);

  await page.getByRole('button', { name: 'Row Call' }).click();
  const rowCall = page.getByRole('dialog', { name: 'Row Call' });
  await expect(rowCall).toBeVisible();
  await rowCall.getByRole('button', { name: 'Close' }).click();
  await expect(rowCall).toBeHidden();
  await expect.poll(() => bodyFocused(page)).toBe(true);
  await page.keyboard.press('Space');
  await expectPlaying(page, true);
  await expect(rowCall).toBeHidden();
});

test('the keyboard still reaches every header button: Tab to it, Enter presses it', async ({ page }) => {
  await openTwinkle(page);
  await page.locator('body').focus();
  // Tab along the header (Library, Edit, the title, Play, Stop, ...) until Settings holds the focus;
  // how many stops come before it depends on what else is on screen, so the count is not fixed.
  const settingsButton = page.getByRole('button', { name: 'Song settings' });
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('Tab');
    if (await settingsButton.evaluate((button) => button === document.activeElement)) break;
  }
  await expect(settingsButton).toBeFocused();
  await page.keyboard.press('Enter');
  const settings = page.getByRole('dialog', { name: 'Song Settings' });
  await expect(settings).toBeVisible();
  // Inside a dialog Space belongs to its controls, never to playback.
  await page.keyboard.press('Space');
  await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();
  await expectPlaying(page, false);
});
