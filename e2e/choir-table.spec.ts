import { readFile } from 'node:fs/promises';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { assignRingers, type Choir, rowName, type Song } from '@ringalong/song';
import { DEMO_SONGS } from '@ringalong/song/demo-songs';
import { ringSong } from '../apps/web/test/ring-songs.ts';
import { library, openApp, shot } from './helpers.ts';
import { pointAt } from './player-pages.ts';
import { measureRingAlong } from './ring-along-pixels.ts';

// Its subject is the moving picture: it plays with the glide, as most visitors see it (the
// journeys' default is less motion, e2e/playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

// The choir's table (issue 28): positions kept across songs, Ring along in table order with the
// ringers' names, 'my part' on a ringer's phone, and practice audio for one ringer.

const session = (iAm: string | null = null) => ({
  on: true,
  absent: [],
  ringerModes: {},
  rowModes: {},
  solo: null,
  quietGuide: false,
  iAm,
  lanes: true,
});

/** A choir (kept in this browser and chosen), the choir in the player on, and `song` as the work. */
async function keep(page: Page, choir: Choir, song: Song | null, iAm: string | null = null): Promise<void> {
  await page.addInitScript(
    ({ choir, song, session }) => {
      (globalThis as { __name?: unknown }).__name = (f: unknown) => f;
      localStorage.setItem('ringalong.choirs', JSON.stringify({ choirs: [choir], activeId: choir.id }));
      localStorage.setItem('ringalong.choirPlayer', JSON.stringify(session));
      if (song)
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
    { choir, song, session: session(iAm) },
  );
}

const assignDialog = (page: Page) => page.getByRole('dialog', { name: 'Assign ringers' });
const bellsIn = (page: Page, name: string) =>
  assignDialog(page)
    .getByRole('region', { name })
    .locator('[data-row]')
    .evaluateAll((rows) => rows.map((row) => row.querySelector('span')?.textContent ?? ''));

async function openAssign(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Music: import, export and print' }).click();
  await page.getByRole('menuitem', { name: 'Assign ringers…' }).click();
  await expect(assignDialog(page)).toBeVisible();
}

test('positions kept for the next song: the second song starts from the table chart and says what changed', async ({
  page,
}) => {
  const choir: Choir = {
    id: 'table-e2e',
    name: 'Table Ringers',
    ringers: ['Ann', 'Ben', 'Cat', 'Dot'].map((name) => ({
      id: name.toLowerCase(),
      name,
      hands: 'four-in-hand' as const,
    })),
    bells: [],
    chimes: [],
  };
  await keep(page, choir, null);
  await openApp(page);
  await library(page).getByRole('button', { name: 'Open Ode to Joy' }).click();
  await expect(page.getByRole('button', { name: /Song title: Ode to Joy/ })).toBeVisible();

  await openAssign(page);
  await assignDialog(page).getByRole('button', { name: 'Assign automatically' }).click();
  await assignDialog(page).getByRole('button', { name: 'Keep these positions for the next song' }).click();
  await expect(assignDialog(page).getByTestId('assign-chart')).toContainText(
    'kept as Table Ringers’s table chart',
  );
  const kept = await page.evaluate(
    () => JSON.parse(localStorage.getItem('ringalong.choirs') ?? '{}').choirs?.[0]?.chart ?? null,
  );
  // The chart in table order, low to high.
  expect(kept.length).toBeGreaterThan(1);
  const lowest = kept.map((p: { bells: number[] }) => Math.min(...p.bells));
  expect(lowest).toEqual([...lowest].sort((a, b) => a - b));
  await shot(page, 'table-keep-positions-1280');
  // Kept with the choir, not the song: closed without saving the assignment.
  await assignDialog(page).getByRole('button', { name: 'Close' }).last().click();

  // The next song in the concert.
  await page.getByRole('button', { name: 'Library' }).click();
  await library(page).getByRole('button', { name: 'Open Joy to the World' }).click();
  await expect(page.getByRole('button', { name: /Song title: Joy to the World/ })).toBeVisible();
  await openAssign(page);
  // Not yet assigned: it starts from the chart, and says what it changed.
  await expect(assignDialog(page).getByTestId('assign-chart')).toContainText('From the table chart');
  const next = DEMO_SONGS.find((s) => s.meta.title === 'Joy to the World')!;
  const uses = new Set(next.staves.map((s) => s.pitchId));
  for (const ringer of choir.ringers) {
    // Every bell at this ringer's place that this song uses is theirs again.
    const place: number[] = kept.find((p: { ringer: string }) => p.ringer === ringer.id)?.bells ?? [];
    const again = place
      .filter((pitchId) => uses.has(pitchId))
      .map((pitchId) => rowName({ pitchId, instrument: 'handbell' }));
    expect(await bellsIn(page, ringer.name)).toEqual(expect.arrayContaining(again));
  }
  await shot(page, 'table-next-song-1280');
});

/** The 37-row three-octave set (C3-C5) rung by a choir of eleven, assigned automatically. */
function elevenOn37(): { choir: Choir; song: Song } {
  const names = ['Ann', 'Ben', 'Cat', 'Dominique', 'Eve', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jo', 'Kim'];
  const choir: Choir = {
    id: 'eleven',
    name: 'Eleven',
    ringers: names.map((name) => ({ id: name.toLowerCase(), name, hands: 'four-in-hand' as const })),
    bells: [],
    chimes: [],
  };
  const plain = ringSong(37, 24, 'Three octaves');
  const { assignment } = assignRingers(plain, choir);
  return { choir, song: { ...plain, assignments: [assignment] } };
}

for (const view of [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
])
  test(`Ring along of 37 rows rung by eleven at ${view.width}x${view.height}: rows by ringer with names, fixed, nothing over the rows while playing`, async ({
    page,
  }) => {
    const { choir, song } = elevenOn37();
    await keep(page, choir, song);
    await page.setViewportSize(view);
    await page.goto('/');
    await expect(page.getByRole('textbox', { name: 'Song title' })).toHaveValue('Three octaves');
    const libraryDialog = page.getByRole('dialog', { name: 'Song Library' });
    if (await libraryDialog.isVisible()) await libraryDialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: /^Ring along/ }).click();
    const controls = page.getByRole('toolbar', { name: 'Ring along controls' });
    await pointAt(page, controls.getByRole('button', { name: 'Play' }));
    await controls.getByRole('button', { name: 'Play' }).click();
    await expect
      .poll(async () => (await page.evaluate(measureRingAlong, 'canvas.ra-canvas')).notes.length, {
        timeout: 20_000,
      })
      .toBeGreaterThan(0);
    // While playing, only Pause and Leave, small, in the bar numbers' band: never over the rows.
    await pointAt(page, controls.getByRole('button', { name: 'Pause' }));
    await expect(controls).toHaveCSS('opacity', '1');
    await expect(controls.getByRole('spinbutton')).toHaveCount(0);
    const bar = (await controls.boundingBox())!;
    expect(bar.y + bar.height).toBeLessThanOrEqual(44);
    await shot(page, `table-ring-along-${view.width}-playing`, 600);
    const playing = await page.evaluate(measureRingAlong, 'canvas.ra-canvas');
    // Two columns of rows, each with its own hit line; notes large and clear.
    expect(playing.hitLines).toHaveLength(2);
    // (Blobs under 14 px, two thirds of the least head, are pieces of a square head cut apart by
    // its letters, not heads: as the heads move, a piece measured 12 px in one frame under load.)
    for (const note of playing.notes.filter((n) => n.size >= 14)) {
      expect(note.size).toBeGreaterThanOrEqual(20);
      expect(note.contrast).toBeGreaterThanOrEqual(7);
    }
    // Names right of each hit line: each ringer's rows, bracketed with their name, are at least
    // one band of ink (a canvas has no text to read back: the names' bands are counted).
    // Read again while a frame shows fewer (a name's band met by the cue that flashes at the hit
    // line merged two bands in one frame under load): every name is there on the frames after.
    await expect
      .poll(async () => (await page.evaluate(measureRingAlong, 'canvas.ra-canvas')).labels.length, {
        timeout: 10_000,
      })
      .toBeGreaterThanOrEqual(choir.ringers.length);
    await pointAt(page, controls.getByRole('button', { name: 'Pause' }));
    await controls.getByRole('button', { name: 'Pause' }).click();
    await page.mouse.move(1, 1);
    await expect(controls).toHaveCSS('opacity', '0', { timeout: 15_000 });
    // Paused: the rows in the same places a moment later (nothing slides in or out).
    const a = await page.evaluate(measureRingAlong, 'canvas.ra-canvas');
    await page.waitForTimeout(500);
    const b = await page.evaluate(measureRingAlong, 'canvas.ra-canvas');
    expect(b.labels.map((l) => Math.round(l.y))).toEqual(a.labels.map((l) => Math.round(l.y)));
    await shot(page, `table-ring-along-${view.width}-paused`);
  });

async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  return context.newPage();
}

const TWINKLE = DEMO_SONGS.find((song) => song.meta.title === 'Twinkle Twinkle Little Star')!;
const THREE: Choir = {
  id: 'three',
  name: 'The Three',
  ringers: [
    { id: 'ann', name: 'Ann' },
    { id: 'ben', name: 'Ben' },
    { id: 'cat', name: 'Cat' },
  ],
  bells: [],
  chimes: [],
};
const rows = (pitches: number[]) => pitches.map((pitchId) => ({ pitchId, instrument: 'handbell' as const }));
const TWINKLE_ASSIGNED: Song = {
  ...TWINKLE,
  assignments: [
    {
      choir: 'three',
      parts: [
        { ringer: 'ann', rows: rows([60, 62]) },
        { ringer: 'ben', rows: rows([64, 65]) },
        { ringer: 'cat', rows: rows([67, 69]) },
      ],
    },
  ],
};

test("my part on a 390x844 phone: I am Ben shows Ben's bells alone, large; Everyone's rows ends it", async ({
  browser,
}) => {
  const page = await phone(browser);
  await keep(page, THREE, TWINKLE_ASSIGNED);
  await page.goto('/');
  await expect(page.getByRole('textbox', { name: 'Song title' })).toHaveValue(TWINKLE.meta.title);
  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Switch to view mode' }).click();
  await page.getByRole('button', { name: /^More/ }).click();
  await page.getByRole('menuitem', { name: 'Choir in the player…' }).click();
  const panel = page.getByRole('dialog', { name: 'Choir' });
  await panel.getByRole('combobox', { name: 'I am' }).selectOption('Ben');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  const part = page.getByRole('region', { name: 'Ring along: Ben’s part' });
  await expect(part).toBeVisible();
  // A touch wakes the controls. (Playwright clicks with a mouse even here, so each button is
  // pointed at first: the controls stay under a resting mouse, however slow the step to the click.)
  await part.tap({ position: { x: 200, y: 400 } });
  await pointAt(page, part.getByRole('button', { name: 'Play' }));
  await part.getByRole('button', { name: 'Play' }).click();
  await expect
    .poll(async () => (await page.evaluate(measureRingAlong, 'canvas.ra-canvas')).notes.length, {
      timeout: 20_000,
    })
    .toBeGreaterThan(0);
  const mine = await page.evaluate(measureRingAlong, 'canvas.ra-canvas');
  // Ben's two rows fill the screen: note heads far larger than a projector's least, names large.
  for (const note of mine.notes) expect(note.size).toBeGreaterThanOrEqual(50);
  const names = mine.labels.filter((label) => label.y > 44);
  expect(names).toHaveLength(2);
  for (const name of names) expect(name.ink).toBeGreaterThanOrEqual(20);
  await shot(page, 'table-my-part-390', 600);
  await part.tap({ position: { x: 200, y: 400 } });
  await pointAt(page, part.getByRole('button', { name: 'Pause' }));
  await part.getByRole('button', { name: 'Pause' }).click();
  await pointAt(page, part.getByRole('button', { name: 'Everyone’s rows' }));
  await part.getByRole('button', { name: 'Everyone’s rows' }).click();
  await expect(part).toBeHidden();
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('ringalong.choirPlayer') ?? '{}').iAm ?? null),
  ).toBeNull();
  await page.context().close();
});

test('practice audio for Ben: Export names the file for him and makes a WAV', async ({ page }) => {
  await keep(page, THREE, TWINKLE_ASSIGNED);
  await page.goto('/');
  await expect(page.getByRole('textbox', { name: 'Song title' })).toHaveValue(TWINKLE.meta.title);
  await page.getByRole('button', { name: 'Music: import, export and print' }).click();
  await page.getByRole('menuitem', { name: 'Export…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export' });
  await dialog.getByRole('button', { name: 'WAV audio' }).click();
  await dialog.getByRole('combobox', { name: 'Practice audio for' }).selectOption('Ben');
  await expect(dialog.getByText('Saves as Twinkle Twinkle Little Star (Ben practice).wav')).toBeVisible();
  await expect(dialog.getByText('Practice audio for Ben: Ben’s bells full')).toBeVisible();
  await shot(page, 'table-practice-export-1280');
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Twinkle Twinkle Little Star (Ben practice).wav');
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
  expect(bytes.subarray(8, 12).toString('ascii')).toBe('WAVE');
  // Seconds of 16-bit stereo at 44.1 kHz: the song, not an empty file.
  expect(bytes.length).toBeGreaterThan(44_100 * 4 * 5);
});
