import { expect, type Page, test } from '@playwright/test';
import type { Song } from '@ringalong/song';
import { DEMO_SONGS } from '@ringalong/song/demo-songs';
import { shot } from './helpers.ts';

interface Strike {
  readonly pitchId: number;
  readonly instrument: string;
  readonly time: number;
  readonly gain: number;
}

/** Twinkle's rows: Ann C4 and D4, Ben E4 and F4, Cat G4; A4 (and any other row) is nobody's. */
const ANN = [60, 62];
const BEN = [64, 65];
const CAT = [67];

const TWINKLE = DEMO_SONGS.find((song) => song.meta.title === 'Twinkle Twinkle Little Star')!;

const rows = (pitches: number[]) => pitches.map((pitchId) => ({ pitchId, instrument: 'handbell' as const }));
/** Twinkle assigned to the choir of three. */
const SONG: Song = {
  ...TWINKLE,
  assignments: [
    {
      choir: 'three',
      parts: [
        { ringer: 'ann', rows: rows(ANN) },
        { ringer: 'ben', rows: rows(BEN) },
        { ringer: 'cat', rows: rows(CAT) },
      ],
    },
  ],
};
const CHOIR = {
  id: 'three',
  name: 'The Three',
  ringers: [
    { id: 'ann', name: 'Ann' },
    { id: 'ben', name: 'Ben' },
    { id: 'cat', name: 'Cat' },
  ],
  bells: [60, 62, 64, 65, 67, 69, 71, 72],
  chimes: [],
};

/**
 * The choir of three kept in this browser (and chosen), and the assigned Twinkle as the work the
 * page opens with; every load records the strikes the engine hands to the voice (`ringalongStrikes`).
 */
async function twinkleWithChoir(page: Page, phone = false): Promise<void> {
  await page.addInitScript(
    ({ song, choir }) => {
      (globalThis as { ringalongStrikes?: unknown[] }).ringalongStrikes = [];
      localStorage.setItem('ringalong.choirs', JSON.stringify({ choirs: [choir], activeId: choir.id }));
      localStorage.setItem(
        'ringalong.work.v1',
        JSON.stringify({
          title: song.meta.title,
          loadedTitle: song.meta.title,
          meta: { song_id: 0 },
          saveRequired: true,
          song,
        }),
      );
    },
    { song: SONG, choir: CHOIR },
  );
  await page.goto('/');
  await expect(page.getByRole('textbox', { name: 'Song title' })).toHaveValue(TWINKLE.meta.title);
  if (phone) {
    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Switch to view mode' }).click();
  } else await page.getByRole('button', { name: 'Switch to view mode' }).click();
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
}

const strikes = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { ringalongStrikes: Strike[] }).ringalongStrikes);

async function openChoirPanel(page: Page, menu: 'Music' | 'More') {
  await page.getByRole('button', { name: new RegExp(`^${menu}`) }).click();
  await page.getByRole('menuitem', { name: 'Choir in the player…' }).click();
  const panel = page.getByRole('dialog', { name: 'Choir' });
  await expect(panel).toBeVisible();
  return panel;
}

test('a ringer marked absent: the computer rings exactly their bells and the rows nobody holds, at full sound', async ({
  page,
}) => {
  await twinkleWithChoir(page);
  const panel = await openChoirPanel(page, 'Music');
  // Who is here today: Ben is away.
  await panel.getByRole('checkbox', { name: 'Ben' }).uncheck();
  await expect(panel.getByText('Away: the computer rings their bells')).toBeVisible();
  await shot(page, 'choir-panel-1280');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  await page.getByRole('button', { name: 'Play' }).click();
  // Twinkle at 100 bpm after a four-beat lead-in: bar 2 (A4 A4, nobody's), bar 3 (F4 F4 E4 E4,
  // Ben's) by 9.6 s, then bar 4 (D4 D4 C4, Ann's) until 12 s.
  // Played through Ann's bar: until a strike of bar 5 (from song time 9.6 s: Ben's F4) is handed over.
  await expect
    .poll(async () => Math.max(0, ...(await strikes(page)).map((strike) => strike.time)), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(9.6);
  await page.getByRole('button', { name: 'Pause' }).click();

  const struck = await strikes(page);
  const pitches = new Set(struck.map((strike) => strike.pitchId));
  // Every strike is Ben's or nobody's, at full sound; Ben's bells and nobody's (A4) did ring.
  for (const strike of struck) {
    expect([...ANN, ...CAT]).not.toContain(strike.pitchId);
    expect(strike.gain).toBe(1);
  }
  expect(pitches).toContain(64);
  expect(pitches).toContain(65);
  expect(pitches).toContain(69);
  // The song went on into Ann's bar (D4 D4 C4): the player was at bar 4 or later, and none of her
  // strikes (nor Cat's G4 of bars 1 and 2) reached the voice.
  expect(Math.max(...struck.map((strike) => strike.time))).toBeGreaterThanOrEqual(4.8);

  // 'I am Ben' with lanes by ringer: his rows highlighted, the others dimmed.
  const again = await openChoirPanel(page, 'Music');
  await again.getByRole('combobox', { name: 'I am' }).selectOption('Ben');
  await page.keyboard.press('Escape');
  await shot(page, 'choir-lanes-i-am-1280');
});

test('everyone here: playback rings only the rows nobody holds; All here brings an absent ringer back', async ({
  page,
}) => {
  await twinkleWithChoir(page);
  const panel = await openChoirPanel(page, 'Music');
  await panel.getByRole('checkbox', { name: 'Cat' }).uncheck();
  await panel.getByRole('button', { name: 'All here' }).click();
  await expect(panel.getByRole('checkbox', { name: 'Cat' })).toBeChecked();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Play' }).click();
  await expect.poll(async () => (await strikes(page)).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
  // On through Ben's bar (song time 4.8 to 7.2 s), which nothing struck can show: real time.
  await page.waitForTimeout(2500);
  await page.getByRole('button', { name: 'Pause' }).click();
  expect(new Set((await strikes(page)).map((strike) => strike.pitchId))).toEqual(new Set([69]));
});

test('lanes by ringer with I am on a phone', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  await twinkleWithChoir(page, true);
  const panel = await openChoirPanel(page, 'More');
  await panel.getByRole('combobox', { name: 'I am' }).selectOption('Ann');
  const box = (await panel.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await shot(page, 'choir-panel-390');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await shot(page, 'choir-lanes-i-am-390');
  await context.close();
});

test('after a reload the choir still plays as it was left, without opening the panel again', async ({
  page,
}) => {
  await twinkleWithChoir(page);
  const panel = await openChoirPanel(page, 'Music');
  await panel.getByRole('checkbox', { name: 'Ben' }).uncheck();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Song title' })).toHaveValue(TWINKLE.meta.title);
  await page.getByRole('button', { name: 'Switch to view mode' }).click();
  await page.getByRole('button', { name: 'Play' }).click();
  await expect.poll(async () => (await strikes(page)).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(6);
  await page.getByRole('button', { name: 'Pause' }).click();
  // Still only Ben's bells and nobody's: Ann's and Cat's stay with their ringers.
  for (const strike of await strikes(page)) expect([...ANN, ...CAT]).not.toContain(strike.pitchId);
});
