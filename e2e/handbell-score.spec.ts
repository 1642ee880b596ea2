import { expect, type Page, test } from '@playwright/test';
import { addNoteAt, library, openAsSubscriber, savedMessage, shot } from './helpers.ts';
import { keptWork, putKeptWork } from './kept-work.ts';

/**
 * A handbell score: notes with lengths, LV, martellato and a handchime row, composed in the
 * composer, saved by a subscriber, opened again after a reload and played.
 *
 * The canvas at 1280 x 720 is 660 px high; with six rows each slot is (660 - 150) / 6 = 85 px, the
 * first row centred at y 92.5. Beat 0 stands at x 438 and a beat is 72 px wide (the composer's
 * default spacing and tempo, the hit point 150 px in, a warm-up of 4 beats).
 */
const rowY = (row: number) => 50 + 85 * (row + 0.5);
const beatX = (beat: number) => 438 + 72 * beat;
/** Rows by pitch, highest on top: the C5 chime row, then G4, F4, E4, D4, C4 bells. */
const CHIME = 0;
const G4 = 1;
const C4 = 5;

interface KeptSong {
  readonly staves: readonly {
    readonly pitchId: number;
    readonly instrument: string;
    readonly notes: readonly { beat: number; length: number; technique?: string }[];
  }[];
}

async function keptSong(page: Page): Promise<KeptSong> {
  return ((await keptWork(page))?.song ?? { staves: [] }) as KeptSong;
}

const notesOf = (song: KeptSong, pitchId: number, instrument: string) =>
  song.staves.find((stave) => stave.pitchId === pitchId && stave.instrument === instrument)?.notes;

test('a subscriber composes lengths, LV, martellato and a swung chime row, saves, reopens and plays it', async ({
  page,
}) => {
  const title = `Chime Carol ${Date.now() % 100000}`;
  await openAsSubscriber(page, 'Hana Handbell', 'hana.handbell@example.com');
  await page.getByRole('button', { name: 'Library' }).click();
  await library(page).getByRole('button', { name: 'New Song' }).click();
  await page.getByRole('textbox', { name: 'Song title' }).fill(title);

  // A handchime row of C5 beside the bells: added to the kept work, which the app opens as the
  // page loads again.
  const work = await keptWork(page);
  if (!work) throw new Error('no work kept');
  await putKeptWork(page, {
    ...work,
    song: {
      ...work.song,
      staves: [...work.song.staves, { pitchId: 72, instrument: 'handchime', notes: [] }],
    },
  });
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Song title' })).toHaveValue(title);

  // New notes ring a half note; one bell note, one chime note.
  const tools = page.getByRole('toolbar', { name: 'Note tools' });
  await tools.getByRole('combobox', { name: 'Length of new notes' }).selectOption('Half · 2 beats');
  await addNoteAt(page, beatX(0), rowY(C4));
  await addNoteAt(page, beatX(2), rowY(CHIME));
  await tools.getByRole('combobox', { name: 'Length of new notes' }).selectOption('Quarter · 1 beat');
  await addNoteAt(page, beatX(4), rowY(G4));
  let song = await keptSong(page);
  expect(notesOf(song, 60, 'handbell')).toEqual([{ beat: 0, length: 2 }]);
  expect(notesOf(song, 72, 'handchime')).toEqual([{ beat: 2, length: 2 }]);
  expect(notesOf(song, 67, 'handbell')).toEqual([{ beat: 4, length: 1 }]);

  // The C4 note rings on: its tail's end dragged from beat 2 to beat 3.
  const canvas = page.locator('canvas.editor-canvas');
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + beatX(2), box.y + rowY(C4));
  await page.mouse.down();
  await page.mouse.move(box.x + beatX(2.5), box.y + rowY(C4), { steps: 4 });
  await page.mouse.move(box.x + beatX(3), box.y + rowY(C4), { steps: 4 });
  await page.mouse.up();

  // Shift-click selects; L makes the C4 note let vibrate, the palette's ▼ the G4 note martellato.
  await canvas.click({ position: { x: beatX(0), y: rowY(C4) }, modifiers: ['Shift'] });
  await page.keyboard.press('l');
  await canvas.click({ position: { x: beatX(0), y: rowY(C4) }, modifiers: ['Shift'] });
  await canvas.click({ position: { x: beatX(4), y: rowY(G4) }, modifiers: ['Shift'] });
  await expect(tools.getByRole('button', { name: 'Martellato (M)' })).toBeEnabled();
  await tools.getByRole('button', { name: 'Martellato (M)' }).click();
  await expect(tools.getByRole('button', { name: 'Martellato (M)' })).toHaveAttribute('aria-pressed', 'true');
  // The keys still reach the canvas after the palette was used: undo and redo the martellato.
  await page.keyboard.press('Control+z');
  await expect(tools.getByRole('button', { name: 'Martellato (M)' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await page.keyboard.press('Control+y');
  await expect(tools.getByRole('button', { name: 'Martellato (M)' })).toHaveAttribute('aria-pressed', 'true');
  // A right click on the chime note opens the technique menu for it: it swings.
  await canvas.click({ position: { x: beatX(2), y: rowY(CHIME) }, button: 'right' });
  const menu = page.getByRole('menu', { name: 'Technique' });
  await expect(menu).toBeVisible();
  await menu.getByRole('menuitemradio', { name: 'Swing (W)' }).click();
  await expect(menu).toBeHidden();
  await shot(page, '40-handbell-score');

  song = await keptSong(page);
  expect(notesOf(song, 60, 'handbell')).toEqual([{ beat: 0, length: 3, technique: 'lv' }]);
  expect(notesOf(song, 67, 'handbell')).toEqual([{ beat: 4, length: 1, technique: 'martellato' }]);
  expect(notesOf(song, 72, 'handchime')).toEqual([{ beat: 2, length: 2, technique: 'swing' }]);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(savedMessage(page)).toBeAttached();

  // Saved, the song has its address; from the library's root the app opens the library at start
  // (spec section 2), and the song opened from it is the server's copy, with the same score.
  await expect(page).toHaveURL(/\/s\/\d+/);
  await page.goto('/');
  // Wait for the library rather than race its opening (a click on the Library button a moment
  // before it opened was held off by its mask for good).
  await expect(library(page)).toBeVisible();
  await library(page).getByRole('button', { name: 'Your Songs' }).click();
  await library(page).getByRole('listitem').filter({ hasText: title }).click();
  await expect(library(page)).toBeHidden();
  // The song opened is the server's copy (a song opened and not edited is no draft to keep).
  await expect(page).toHaveURL(/\/s\/\d+/);
  const id = /\/s\/(\d+)/.exec(page.url())?.[1];
  song = (await (await page.request.get(`/api/songs/${id}`)).json()).song_object as KeptSong;
  expect(notesOf(song, 60, 'handbell')).toEqual([{ beat: 0, length: 3, technique: 'lv' }]);
  expect(notesOf(song, 67, 'handbell')).toEqual([{ beat: 4, length: 1, technique: 'martellato' }]);
  expect(notesOf(song, 72, 'handchime')).toEqual([{ beat: 2, length: 2, technique: 'swing' }]);

  // Opened songs show in the player, without the note tools: played, it stops by itself at its end.
  await expect(page.getByRole('button', { name: 'Switch to edit mode' })).toBeVisible();
  await expect(tools).toBeHidden();
  await page.getByRole('button', { name: 'Play' }).click();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await shot(page, '41-handbell-score-playing', 2500);
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible({ timeout: 15_000 });
});
