import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './a11y.ts';
import { library, openApp, switchToEdit } from './helpers.ts';

// Step entry from a MIDI keyboard (issue 31), through a virtual keyboard put in at the Web MIDI
// boundary: the page's navigator.requestMIDIAccess answers with one input whose messages the
// journey sends. A chord, a melody, the sustain pedal, a key outside the song's bells.

type Sent = (bytes: number[]) => void;

async function virtualKeyboard(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const input = {
      name: 'Virtual keys',
      onmidimessage: null as ((event: { data: Uint8Array }) => void) | null,
    };
    const access = { inputs: new Map([['virtual', input]]), onstatechange: null };
    Object.defineProperty(navigator, 'requestMIDIAccess', {
      configurable: true,
      value: () => Promise.resolve(access),
    });
    (globalThis as unknown as { ringalongMidi: Sent }).ringalongMidi = (bytes) =>
      input.onmidimessage?.({ data: new Uint8Array(bytes) });
  });
}

const send = (page: Page, bytes: number[]) =>
  page.evaluate((b) => (globalThis as unknown as { ringalongMidi: Sent }).ringalongMidi(b), bytes);
const down = (page: Page, pitch: number) => send(page, [0x90, pitch, 96]);
const up = (page: Page, pitch: number) => send(page, [0x80, pitch, 0]);
const live = (page: Page) => page.getByTestId('live-region');
const textView = (page: Page) => page.getByRole('complementary', { name: 'Song as text' });

test('a chord and a melody from a MIDI keyboard, step by step at the cursor', async ({ page }) => {
  await virtualKeyboard(page);
  await openApp(page);
  await library(page).getByRole('button', { name: 'Close' }).click();
  await switchToEdit(page);
  await page.getByRole('button', { name: 'MIDI', exact: true }).click();
  await expect(page.getByText('MIDI: Virtual keys')).toBeVisible();
  await expect(live(page)).toHaveText('MIDI keyboard on');
  await page.keyboard.press('v');
  const view = textView(page);
  await expect(view).toBeVisible();

  // The pedal steps the length of new notes: from a quarter note (a new song's) to a half note.
  await send(page, [0xb0, 64, 127]);
  await send(page, [0xb0, 64, 0]);
  await expect(live(page)).toHaveText('New notes: half note');

  // A chord: three keys down together, one beat; the cursor moves on once all are up.
  await down(page, 60);
  await down(page, 64);
  await down(page, 67);
  await expect(view.getByRole('button', { name: 'Bar 1 (4/4): 3 notes' })).toBeVisible();
  await up(page, 64);
  await up(page, 60);
  await up(page, 67);
  await expect(live(page)).toHaveText('Bar 1 beat 1.5, G4, empty');
  // A melody: each key its own step (the snapping value, half a beat).
  for (const pitch of [62, 64, 65]) {
    await down(page, pitch);
    await up(page, pitch);
  }
  for (const words of [
    'Beat 1: G4, half note, mf',
    'Beat 1: E4, half note, mf',
    'Beat 1: C4, half note, mf',
    'Beat 1.5: D4, half note, mf',
    'Beat 2: E4, half note, mf',
    'Beat 2.5: F4, half note, mf',
  ])
    await expect(view.getByRole('button', { name: words })).toBeVisible();

  // A key outside the song's bells is not lost: adding its bell is offered.
  await down(page, 72);
  await up(page, 72);
  const add = page.getByRole('button', { name: 'Add bell C5' });
  await expect(add).toBeVisible();
  await expectAccessible(page, 'the composer with the MIDI keyboard on');
  await add.click();
  await expect(add).toBeHidden();
  await down(page, 72);
  await up(page, 72);
  await expect(view.getByRole('button', { name: /C5, half note, mf$/ })).toBeVisible();

  // One undo takes the last step back; the chord was one step too.
  await page.keyboard.press('Control+z');
  await expect(view.getByRole('button', { name: /C5, half note/ })).toBeHidden();
});

test('without Web MIDI the MIDI button says so plainly', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'requestMIDIAccess', { configurable: true, value: undefined });
  });
  await openApp(page);
  await library(page).getByRole('button', { name: 'Close' }).click();
  await switchToEdit(page);
  await page.getByRole('button', { name: 'MIDI', exact: true }).click();
  await expect(
    page.getByText('This browser has no Web MIDI: use Chrome or Edge for a MIDI keyboard'),
  ).toBeVisible();
});

test('on a phone the MIDI keyboard is in the More menu, and its notice shows once it is on', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await virtualKeyboard(page);
  await openApp(page);
  await library(page).getByRole('button', { name: 'Close' }).click();
  const more = page.getByRole('button', { name: 'More' });
  const menu = page.getByRole('menu', { name: 'More' });
  await more.click();
  await menu.getByRole('menuitem', { name: 'Switch to edit mode' }).click();
  await expect(page.getByRole('textbox', { name: 'Song title' })).toBeVisible();
  // The note tools' strip has no room for the button on a phone.
  await expect(page.getByRole('button', { name: 'MIDI', exact: true })).toBeHidden();
  await more.click();
  const item = menu.getByRole('menuitemcheckbox', { name: 'MIDI keyboard' });
  await expect(item).toHaveAttribute('aria-checked', 'false');
  await item.click();
  await expect(page.getByText('MIDI: Virtual keys')).toBeVisible();
  await expect(live(page)).toHaveText('MIDI keyboard on');
  // A key places its note at the cursor, which moves on a step.
  await down(page, 60);
  await up(page, 60);
  await expect(live(page)).toHaveText('Bar 1 beat 1.5, G4, empty');
  await more.click();
  await expect(menu.getByRole('menuitemcheckbox', { name: 'MIDI keyboard' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expectAccessible(page, 'the More menu with the MIDI keyboard on a phone');
});
