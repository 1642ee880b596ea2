import { expect, type Page, test } from '@playwright/test';
import { addNoteAt, library, openAsSubscriber, savedMessage, shot } from './helpers.ts';

/** A new subscriber with a new, unsaved song of one note under `title`. */
async function newSongOfSubscriber(page: Page, name: string, email: string, title: string) {
  await openAsSubscriber(page, name, email);
  await page.getByRole('button', { name: 'Library' }).click();
  await library(page).getByRole('button', { name: 'New Song' }).click();
  await page.getByRole('textbox', { name: 'Song title' }).fill(title);
  await addNoteAt(page, 520, 200);
}

test('a double-clicked Save stores the new song once: one song in Your Songs', async ({ page }) => {
  await newSongOfSubscriber(page, 'Dana Double', 'dana@example.com', 'Double Click Carol');

  // A slow connection: the answer to the first save is still on its way when the second click lands.
  await page.route('**/api/songs', async (route) => {
    if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 800));
    await route.fallback();
  });
  await page.getByRole('button', { name: 'Save', exact: true }).dblclick();
  const saving = page.getByRole('button', { name: 'Saving…' });
  await expect(saving).toBeVisible();
  await expect(saving).toHaveAttribute('aria-busy', 'true');
  await shot(page, '15-saving');
  await expect(savedMessage(page)).toBeAttached();
  await expect(page.getByRole('button', { name: /sav/i })).toBeHidden();

  await page.getByRole('button', { name: 'Library' }).click();
  await library(page).getByRole('button', { name: 'Your Songs' }).click();
  await expect(library(page).getByRole('listitem').first()).toBeVisible();
  await expect(library(page).getByRole('listitem')).toHaveCount(1);
  await expect(library(page).getByRole('listitem')).toContainText('Double Click Carol');
});

test('a failed save leaves a lasting Retry save, which saves once the server answers again', async ({
  page,
}) => {
  await newSongOfSubscriber(page, 'Rita Retry', 'rita.retry@example.com', 'Retry Round');

  const failing = (route: import('@playwright/test').Route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({
            statusCode: 500,
            error: 'Internal Server Error',
            message: 'Database unavailable',
          }),
        })
      : route.fallback();
  await page.route('**/api/songs', failing);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const retry = page.getByRole('button', { name: 'Retry save' });
  await expect(retry).toBeVisible();
  await expect(retry).toHaveAttribute('title', 'The last save failed: Database unavailable');
  await expect(page.getByText('{"statusCode"')).toHaveCount(0);
  await shot(page, '16-retry-save');

  await page.unroute('**/api/songs', failing);
  await retry.click();
  await expect(savedMessage(page)).toBeAttached();
  await expect(page.getByRole('button', { name: /sav/i })).toBeHidden();
});

test('a create whose answer is lost after the server stored it: Retry save leaves one song, not two', async ({
  page,
}) => {
  await newSongOfSubscriber(page, 'Lena Lost', 'lena.lost@example.com', 'Lost Answer Peal');

  // The request reaches the server, which stores the song; the answer never reaches the page.
  let lost = 0;
  const answerLost = async (route: import('@playwright/test').Route) => {
    if (route.request().method() !== 'POST' || lost > 0) return route.fallback();
    lost += 1;
    const stored = await route.fetch();
    expect(stored.status()).toBe(201);
    await route.abort('failed');
  };
  await page.route('**/api/songs', answerLost);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const retry = page.getByRole('button', { name: 'Retry save' });
  await expect(retry).toBeVisible();

  await retry.click();
  await expect(savedMessage(page)).toBeAttached();
  await expect(page.getByRole('button', { name: /sav/i })).toBeHidden();

  await page.getByRole('button', { name: 'Library' }).click();
  await library(page).getByRole('button', { name: 'Your Songs' }).click();
  await expect(library(page).getByRole('listitem').first()).toBeVisible();
  await expect(library(page).getByRole('listitem')).toHaveCount(1);
  await expect(library(page).getByRole('listitem')).toContainText('Lost Answer Peal');
});
