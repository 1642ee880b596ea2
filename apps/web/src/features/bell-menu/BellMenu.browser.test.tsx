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

test('Bell Menu on a phone: the 7-octave keyboard scrolls sideways with usable keys, opening at the song', async () => {
  const { dialog } = await openMenu(0, [390, 844]);
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Keyboard' }), '7 octaves C1–C8');
  const strip = dialog.querySelector<HTMLElement>('[data-pitch="24"]')!.parentElement!.parentElement!;
  expect(strip.scrollWidth).toBeGreaterThan(strip.clientWidth);
  expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(390);
  const c4 = screen.getByRole('button', { name: 'Play C4' }).getBoundingClientRect();
  const c1 = screen.getByRole('button', { name: 'Play C1' }).getBoundingClientRect();
  expect(c4.height).toBeGreaterThanOrEqual(44);
  expect(c4.width).toBeGreaterThanOrEqual(40);
  expect(c1.width).toBe(c4.width);
  // The song's lowest bell (C4) is in sight, not the bottom of the set.
  const box = strip.getBoundingClientRect();
  expect(c4.left).toBeGreaterThanOrEqual(box.left);
  expect(c4.right).toBeLessThanOrEqual(box.right);
  const name = screen.getByText('C4', { selector: 'span' });
  expect(Number.parseFloat(getComputedStyle(name).fontSize)).toBeGreaterThanOrEqual(12);
  // Pressing a tab adds its bell (the lowest now) and leaves the keyboard where it is.
  const scrolled = strip.scrollLeft;
  await userEvent.click(screen.getByRole('button', { name: 'B3' }));
  expect(screen.getByRole('button', { name: 'B3' }).getAttribute('aria-pressed')).toBe('true');
  expect(strip.scrollLeft).toBe(scrolled);
  await page.screenshot({ path: '../../../.tmp/screenshots/bell-menu-phone-7-octaves.png' });
});

test('Bell Menu chimes: the keys of bell rows carry a visible mark', async () => {
  const { dialog } = await openMenu(0);
  await userEvent.click(screen.getByRole('button', { name: 'Chimes' }));
  const mark = screen.getByRole('img', { name: 'C4 handbell in the song' }).getBoundingClientRect();
  const key = screen.getByRole('button', { name: 'Play C4' }).getBoundingClientRect();
  expect(mark.width).toBeGreaterThanOrEqual(10);
  expect(mark.left).toBeGreaterThanOrEqual(key.left);
  expect(mark.right).toBeLessThanOrEqual(key.right);
  expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(720);
});
