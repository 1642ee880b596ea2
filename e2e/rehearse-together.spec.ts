import { mkdirSync } from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { library, openApp, openAsSubscriber, TAKE_SHOTS } from './helpers.ts';

// Rehearse together: a director opens a room for Ode to Joy, three ringers join on their own
// devices (one a 390x844 phone), the director starts at bar 5, loops, changes the tempo, and one
// ringer's connection drops and comes back. With E2E_SHOTS=1, each ringer's view is kept in
// /tmp/shots-29c (or E2E_TOGETHER_SHOTS) to be looked at.
const SHOTS = process.env.E2E_TOGETHER_SHOTS ?? '/tmp/shots-29c';

/** A picture of a device's screen for people to look at (E2E_SHOTS=1); nothing is asserted on it. */
const picture = async (page: Page, name: string) => {
  if (TAKE_SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
};

interface Strike {
  readonly pitchId: number;
  readonly time: number;
}

/** The strikes the engine was handed on `page`, in order (`ringalongStrikes`). */
const strikes = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { ringalongStrikes: Strike[] }).ringalongStrikes);

/**
 * The notes the run reached on `page`, struck or not (`ringalongPlanned`): a ringer's device
 * sounds nobody else's bells, so its run is read here.
 */
const planned = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { ringalongPlanned: Strike[] }).ringalongPlanned);

async function recordStrikes(page: Page) {
  await page.addInitScript(() => {
    (globalThis as { ringalongStrikes?: unknown[] }).ringalongStrikes = [];
    (globalThis as { ringalongPlanned?: unknown[] }).ringalongPlanned = [];
  });
}

/** The header's Play (or Pause) on a ringer's device. */
const playButton = (page: Page) => page.locator('header [data-action="playPause"]');

/**
 * In the room with its clock synced: in step, or honest that its clock is uncertain (on a loaded
 * machine a page's own delays can make its exchanges disagree by more than 20 ms).
 */
const SYNCED = /In step|Clock uncertain/;

const badge = (page: Page) =>
  page.getByRole('status').filter({ hasText: /In step|Reconnecting|Joining|uncertain/ });

async function joinAs(
  browser: Browser,
  code: string,
  name: string,
  viewport: { width: number; height: number },
  phone = false,
) {
  const context = await browser.newContext({
    viewport,
    ...(phone ? { isMobile: true, hasTouch: true } : {}),
  });
  const page = await context.newPage();
  await recordStrikes(page);
  await openApp(page, `/rehearse/${code}`);
  const join = page.getByRole('dialog', { name: 'Join the rehearsal' });
  await expect(join).toBeVisible();
  await join.getByLabel('Your name').fill(name);
  await join.getByLabel(/I am/).fill(name);
  await join.getByRole('button', { name: 'Join' }).click();
  await expect(badge(page)).toContainText(SYNCED, { timeout: 20_000 });
  // The director leads: Play reads disabled, saying why; the guide tones are off until asked for.
  await expect(playButton(page)).toHaveAttribute('aria-disabled', 'true');
  await expect(playButton(page)).toHaveAccessibleDescription(/director leads the transport/);
  await expect(page.getByRole('switch', { name: /Guide tones/ })).toHaveAttribute('aria-checked', 'false');
  return { context, page };
}

test('rehearse together: three ringers follow the director from bar 5, through a loop and a tempo change, one dropped and back', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  if (TAKE_SHOTS) mkdirSync(SHOTS, { recursive: true });
  // The director's screen is the projector's: the code and QR code read from the back of the room.
  const director = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  await recordStrikes(director);
  await openAsSubscriber(director, 'Dana', `dana-${Date.now()}-${test.info().workerIndex}@example.com`);
  await director.getByRole('button', { name: 'Library' }).click();
  await library(director).getByRole('button', { name: 'Open Ode to Joy' }).click();
  await expect(library(director)).toBeHidden();

  await director.getByRole('button', { name: 'Rehearse' }).click();
  const rehearse = director.getByRole('dialog', { name: 'Rehearse' });
  await rehearse.getByRole('button', { name: 'Rehearse together…' }).click();
  const room = director.getByRole('dialog', { name: 'Rehearse together' });
  await room.getByRole('button', { name: 'Open a room' }).click();
  const shown = (await room.getByTestId('room-code').textContent()) ?? '';
  expect(shown).toMatch(/^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
  await expect(room.getByRole('img', { name: /QR code of .*\/rehearse\// })).toBeVisible();
  await expect(room.getByText(/This device: (In step|Clock uncertain)/)).toBeVisible({ timeout: 20_000 });

  const code = shown.replace('-', '');
  const ringers = [
    await joinAs(browser, code, 'Ann', { width: 1280, height: 720 }),
    await joinAs(browser, code, 'Ben', { width: 1024, height: 768 }),
    await joinAs(browser, code, 'Cat', { width: 390, height: 844 }, true),
  ];
  await expect(room.getByText('3 joined')).toBeVisible();
  await expect(room.getByRole('row', { name: /Cat/ })).toContainText(/Good|Fair|Uncertain/);
  await expect(room.getByRole('row', { name: /Cat/ })).toContainText(/\d+ ms/);
  await picture(director, 'director-room');

  // The director hands the transport to Ann: her Play is hers; then takes it back.
  const ann = ringers[0]!.page;
  await room.getByRole('button', { name: 'Hand the transport to Ann' }).click();
  await expect(room.getByTestId('room-transport')).toContainText('Ann leads the transport');
  await expect(playButton(ann)).not.toHaveAttribute('aria-disabled', 'true');
  await expect(badge(ann)).toContainText('You lead the transport');
  await picture(director, 'director-handed-over');
  await room.getByRole('button', { name: 'Take it back' }).click();
  await expect(room.getByTestId('room-transport')).toContainText('You lead the transport');
  await expect(playButton(ann)).toHaveAttribute('aria-disabled', 'true');
  await room.getByRole('button', { name: 'Close', exact: true }).click();
  await rehearse.getByRole('button', { name: 'Close', exact: true }).click();

  // Start at bar 5 (beat 16: 9.6 s into the song at 100 bpm), counted in.
  await director.keyboard.press('b');
  const goTo = director.getByRole('dialog', { name: 'Go to bar' });
  await goTo.getByLabel('Bar number or rehearsal mark').fill('5');
  await goTo.getByLabel('Bar number or rehearsal mark').press('Enter');
  await expect(goTo).toBeHidden();
  await director.getByRole('button', { name: 'Play' }).click();
  await expect.poll(async () => (await strikes(director)).length, { timeout: 20_000 }).toBeGreaterThan(2);
  const led = await strikes(director);
  expect(led[0]!.time).toBeCloseTo(9.6, 6);
  for (const { page } of ringers) {
    await expect.poll(async () => (await planned(page)).length, { timeout: 20_000 }).toBeGreaterThan(2);
    const heard = await planned(page);
    // Nobody else's bells sound on a ringer's device (these ringers typed a name: none are theirs).
    expect(await strikes(page)).toEqual([]);
    // The same run: bar 5's first notes, due at the same song times as on the director's device.
    const notes = (list: Strike[]) => list.slice(0, 3).map(({ pitchId, time }) => ({ pitchId, time }));
    expect(notes(heard)).toEqual(notes(led));
    await expect(badge(page)).toContainText('Playing');
  }
  for (const [i, { page }] of ringers.entries()) await picture(page, `ringer-${i + 1}-playing`);

  // A loop of bars 5-6, then the practice tempo up: each reaches every ringer.
  await director.getByRole('button', { name: 'Rehearse' }).click();
  await rehearse.getByRole('checkbox', { name: 'Loop' }).check();
  await rehearse.getByRole('spinbutton', { name: 'From bar' }).fill('5');
  await rehearse.getByRole('spinbutton', { name: 'From bar' }).press('Enter');
  await rehearse.getByRole('spinbutton', { name: 'To bar' }).fill('6');
  await rehearse.getByRole('spinbutton', { name: 'To bar' }).press('Enter');
  for (const { page } of ringers) await expect(badge(page)).toContainText('Loop changed');
  await rehearse.getByRole('button', { name: 'Faster' }).click();
  for (const { page } of ringers) await expect(badge(page)).toContainText('Tempo changed');
  for (const [i, { page }] of ringers.entries()) await picture(page, `ringer-${i + 1}-loop`);

  // Cat's phone loses the network, then finds it again: back in step, playing on.
  const cat = ringers[2]!;
  await cat.context.setOffline(true);
  await expect(badge(cat.page)).toContainText('Reconnecting', { timeout: 20_000 });
  await picture(cat.page, 'ringer-3-reconnecting');
  await cat.context.setOffline(false);
  await expect(badge(cat.page)).toContainText(SYNCED, { timeout: 20_000 });
  const before = (await planned(cat.page)).length;
  await expect
    .poll(async () => (await planned(cat.page)).length, { timeout: 20_000 })
    .toBeGreaterThan(before);
  await picture(cat.page, 'ringer-3-back');

  // The director stops: every ringer stops.
  await director.keyboard.press('Escape');
  await director.getByRole('button', { name: 'Pause' }).click();
  for (const { page } of ringers) await expect(badge(page)).toContainText('Stopped');
  for (const { context } of ringers) await context.close();
});

test('rehearse together: a ringer picks who they are from the choir on a phone and sees their own bells', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  if (TAKE_SHOTS) mkdirSync(SHOTS, { recursive: true });
  const director = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  await openAsSubscriber(director, 'Dana', `dana-choir-${Date.now()}-${test.info().workerIndex}@example.com`);
  // Ode to Joy shared among a choir of three, each a run of rows, as Assign ringers keeps it.
  const list = await (await director.request.get('/api/songs/public')).json();
  const ode = (list.songs as { song_id: number; title: string }[]).find((s) => s.title === 'Ode to Joy')!;
  const { song_object: song } = await (await director.request.get(`/api/songs/${ode.song_id}`)).json();
  const rows = (song.staves as { pitchId: number; instrument: string }[])
    .map(({ pitchId, instrument }) => ({ pitchId, instrument }))
    .sort((a, b) => a.pitchId - b.pitchId);
  const ringers = [
    { id: 'ann', name: 'Ann' },
    { id: 'ben', name: 'Ben' },
    { id: 'cat', name: 'Cat' },
  ];
  const third = Math.ceil(rows.length / 3);
  const assignment = {
    choir: 'table-3',
    parts: ringers.map((r, i) => ({ ringer: r.id, rows: rows.slice(i * third, (i + 1) * third) })),
  };
  const made = await director.request.post('/api/rooms', {
    data: { title: 'Ode to Joy', song: { ...song, assignments: [assignment] }, ringers, choirId: 'table-3' },
    headers: { origin: new URL(director.url()).origin },
  });
  expect(made.status()).toBe(201);
  const { code } = await made.json();

  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const phone = await context.newPage();
  await openApp(phone, `/rehearse/${code}`);
  const join = phone.getByRole('dialog', { name: 'Join the rehearsal' });
  const ben = join.getByRole('button', { name: 'Ben', exact: true });
  await expect(ben).toBeVisible();
  await expect(join.getByRole('button', { name: 'Someone else' })).toBeVisible();
  // Large enough to hit with a thumb.
  expect((await ben.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await ben.click();
  await expect(ben).toHaveAttribute('aria-pressed', 'true');
  await expect(join.getByLabel('Your name')).toHaveValue('Ben');
  await picture(phone, 'phone-join-choir');
  await join.getByRole('button', { name: 'Join' }).click();

  // Ben's part: Ring along on his bells alone, Play his only by hand-over.
  const part = phone.getByRole('region', { name: 'Ring along: Ben’s part' });
  await expect(part).toBeVisible({ timeout: 20_000 });
  await expect(part.getByRole('button', { name: 'Play' })).toHaveAttribute('aria-disabled', 'true');
  await expect(badge(phone)).toContainText(SYNCED, { timeout: 20_000 });
  // The guide tones are within reach over the part, off until Ben turns them on.
  const guide = phone.getByRole('switch', { name: /Guide tones/ });
  await expect(guide).toHaveAttribute('aria-checked', 'false');
  await guide.click();
  await expect(guide).toHaveAttribute('aria-checked', 'true');
  await picture(phone, 'phone-my-part');
  await context.close();
});
