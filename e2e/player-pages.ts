/** Pages of the player shared by the journeys and the documentation's pictures (bench/docs). */
import { type Browser, expect, type Locator, type Page } from '@playwright/test';
import { ringSong } from '../apps/web/test/ring-songs.ts';

/**
 * Opens a song of `rows` rows and 24 bars as kept work (as after a visit), with the library
 * closed: the page's first song, in the composer.
 */
export async function openKeptRingSong(page: Page, rows: 8 | 14 | 37): Promise<void> {
  const song = ringSong(rows, 24);
  await page.addInitScript((kept) => localStorage.setItem('ringalong.work.v1', JSON.stringify(kept)), {
    title: song.meta.title,
    loadedTitle: song.meta.title,
    meta: { song_id: 0 },
    saveRequired: true,
    song,
  });
  // tsx names functions with a helper of its own; the measuring functions run in the page.
  await page.addInitScript('globalThis.__name = (f) => f');
  await page.goto('/');
  await expect(page.getByRole('textbox', { name: 'Song title' })).toHaveValue(song.meta.title);
  const library = page.getByRole('dialog', { name: 'Song Library' });
  if (await library.isVisible()) await library.getByRole('button', { name: 'Close' }).click();
}

/**
 * The mouse moved onto a Ring along control: the controls wake, and stay while it rests there
 * however long a loaded machine takes to the next step (they fade 2.5 s after the pointer last
 * moved, but never from under a resting mouse). The control's box is there while faded.
 */
export async function pointAt(page: Page, control: Locator): Promise<void> {
  const box = (await control.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2 - 2, box.y + box.height / 2);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
}

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/**
 * Twinkle Twinkle Little Star played in the player at `view` in a context of its own, caught
 * during its count-in: the count's box (the stage's square canvas shown during the lead-in, 2.4 s
 * at 100 bpm) and the editor canvas's. `look` runs while the count shows; the context is closed after.
 */
export async function countInAt(
  browser: Browser,
  view: { width: number; height: number },
  look: (page: Page) => Promise<void> = async () => {},
): Promise<{ count: Box; editor: Box }> {
  const context = await browser.newContext({ viewport: view, deviceScaleFactor: 1 });
  try {
    const page = await context.newPage();
    await page.goto('/');
    const library = page.getByRole('dialog', { name: 'Song Library' });
    await library.getByRole('button', { name: 'Open Twinkle Twinkle Little Star' }).click();
    await expect(library).toBeHidden();
    await page.getByRole('button', { name: 'Play' }).click();
    // The count shows for 2.4 s: it is looked for in the page on every frame, not by polls from
    // here, which a loaded machine can space past the whole count-in.
    const found = await page.waitForFunction(
      () => {
        for (const layer of document.querySelectorAll('canvas.editor-canvas + div > canvas')) {
          const box = layer.getBoundingClientRect();
          const style = getComputedStyle(layer);
          if (style.visibility === 'hidden' || style.display === 'none') continue;
          if (box.width > 50 && Math.abs(box.width - box.height) < 2)
            return { x: box.x, y: box.y, width: box.width, height: box.height };
        }
        return null;
      },
      undefined,
      { polling: 'raf', timeout: 30_000 },
    );
    const count = (await found.jsonValue()) as Box;
    await look(page);
    const editor = (await page.locator('canvas.editor-canvas').boundingBox())!;
    return { count, editor };
  } finally {
    await context.close();
  }
}
