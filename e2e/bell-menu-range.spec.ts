import { expect, type Page, test } from '@playwright/test';
import { closeDialog, openApp, shot, switchToEdit } from './helpers.ts';
import { keptWork } from './kept-work.ts';

async function openBellMenu(page: Page) {
  // The plus/minus stave-edit button sits at the top left of the composer.
  await page.locator('canvas.editor-canvas').click({ position: { x: 33, y: 24 } });
  const menu = page.getByRole('dialog', { name: 'Add or Remove Bells' });
  await expect(menu).toBeVisible();
  return menu;
}

async function rowCount(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'Row Call' }).click();
  const rowCall = page.getByRole('dialog', { name: 'Row Call' });
  const text = await rowCall.getByText(/^Bell 1 of \d+$/).textContent();
  await page.keyboard.press('Escape');
  await expect(rowCall).toBeHidden();
  return Number(text?.split(' of ')[1]);
}

test('the Bell Menu adds a handchime row beside the bell of its pitch, and a bell beyond the classroom keys', async ({
  page,
}) => {
  await openApp(page);
  await closeDialog(page, 'Song Library');
  await switchToEdit(page);
  const before = await rowCount(page);

  let menu = await openBellMenu(page);
  await expect(menu.getByText('Written pitch · sounds an octave higher')).toBeVisible();
  await menu.getByRole('button', { name: 'Chimes' }).click();
  await expect(menu.getByRole('img', { name: 'C4 handbell in the song' })).toBeVisible();
  await menu.getByRole('button', { name: 'C4', exact: true }).click();
  await menu.getByRole('button', { name: 'Bells' }).click();
  await menu.getByRole('combobox', { name: 'Keyboard' }).selectOption({ label: '7 octaves C1–C8' });
  await menu.getByRole('button', { name: 'C2', exact: true }).click();
  await expect(menu.getByText(/bells and 1 chime selected/)).toBeVisible();
  await shot(page, '52-bell-menu-chimes');
  await menu.getByRole('button', { name: 'Done' }).click();
  await expect(menu).toBeHidden();

  // Two more rows: the chime C4 (the bell C4 stays) and the bell C2.
  expect(await rowCount(page)).toBe(before + 2);
  const kept = async () =>
    ((await keptWork(page))?.song.staves ?? [])
      .filter((s) => s.pitchId === 60 || s.pitchId === 36)
      .map((s) => `${s.pitchId}:${s.instrument}`);
  await expect.poll(kept).toEqual(['36:handbell', '60:handbell', '60:handchime']);

  // Opened again, the menu shows the song's chime row.
  menu = await openBellMenu(page);
  await menu.getByRole('button', { name: 'Chimes' }).click();
  await expect(menu.getByRole('button', { name: 'C4', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await menu.getByRole('button', { name: 'Bells' }).click();
  await expect(menu.getByRole('img', { name: 'C4 handchime in the song' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'C2', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Escape');

  // One undo entry took both rows away again.
  await page.keyboard.press('Control+z');
  expect(await rowCount(page)).toBe(before);
});
