import '../../../test/page-styles.ts';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { BellMenu } from './BellMenu.tsx';

afterEach(cleanup);

const songBells = { 60: true, 62: true, 64: true, 65: true, 67: true };

async function openMenu(octaveTranspose: number, viewport: [number, number] = [1280, 720]) {
  await page.viewport(...viewport);
  const previews: number[] = [];
  render(
    <BellMenu
      visible
      onHide={() => {}}
      initialSelection={songBells}
      octaveTranspose={octaveTranspose}
      soundOctaveAbove
      onPreview={(p) => previews.push(p)}
      onApply={() => {}}
    />,
  );
  const dialog = await screen.findByRole('dialog');
  return { dialog, previews };
}

test('Bell Menu shows a piano with black keys between white ones, and its tabs work', async () => {
  const { dialog, previews } = await openMenu(1);
  const key = (name: string) => screen.getByRole('button', { name: `Play ${name}` }).getBoundingClientRect();
  // Black keys sit on the seam between their white neighbours and are shorter.
  const c4 = key('C4');
  const cSharp4 = key('C#4');
  const d4 = key('D4');
  expect(cSharp4.left).toBeLessThan(c4.right);
  expect(cSharp4.right).toBeGreaterThan(d4.left);
  expect(cSharp4.height).toBeLessThan(c4.height);
  // Everything fits: the dialog neither scrolls nor overflows the window.
  const content = dialog.querySelector<HTMLElement>('.modal-content')!;
  expect(content.scrollHeight).toBeLessThanOrEqual(content.clientHeight);
  expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(720);
  await page.screenshot({ path: '../../../.tmp/screenshots/bell-menu.png' });

  // A black key's tab is clickable although the key overlaps its white neighbours.
  await userEvent.click(screen.getByRole('button', { name: 'C#4' }));
  expect(screen.getByRole('button', { name: 'C#4' }).getAttribute('aria-pressed')).toBe('true');
  await userEvent.click(screen.getByRole('button', { name: 'Play C#4' }));
  expect(previews).toEqual([61]);
});

test('Bell Menu in 8 Note Set mode on a tablet', async () => {
  const { dialog } = await openMenu(0, [768, 1024]);
  const content = dialog.querySelector<HTMLElement>('.modal-content')!;
  expect(content.scrollHeight).toBeLessThanOrEqual(content.clientHeight);
  expect(window.innerWidth).toBe(768);
  await userEvent.click(screen.getByRole('button', { name: '8 Note Set' }));
  await userEvent.click(screen.getByRole('button', { name: 'Use Preset' }));
  await page.screenshot({ path: '../../../.tmp/screenshots/bell-menu-tablet.png' });
});
