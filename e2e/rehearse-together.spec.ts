import { mkdirSync } from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { library, openApp, openAsSubscriber } from './helpers.ts';

// Rehearse together: a director opens a room for Ode to Joy, three ringers join on their own
// devices (one a 390x844 phone), the director starts at bar 5, loops, changes the tempo, and one
// ringer's connection drops and comes back. Each ringer's view is kept in /tmp/shots-29c (or
// E2E_TOGETHER_SHOTS) to be looked at.
const SHOTS = process.env.E2E_TOGETHER_SHOTS ?? '/tmp/shots-29c';

interface Strike {
  readonly pitchId: number;
  readonly time: number;
}

/** The strikes the engine was handed on `page`, in order (`ringalongStrikes`). */
const strikes = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { ringalongStrikes: Strike[] }).ringalongStrikes);

async function recordStrikes(page: Page) {
  await page.addInitScript(() => {
    (globalThis as { ringalongStrikes?: unknown[] }).ringalongStrikes = [];
  });
}

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
  return { context, page };
}

test('rehearse together: three ringers follow the director from bar 5, through a loop and a tempo change, one dropped and back', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  mkdirSync(SHOTS, { recursive: true });
  const director = await browser.newPage({ viewport: { width: 1280, height: 800 } });
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
    await joinAs(browser, code, 'Ann', { width: 1280, height: 800 }),
    await joinAs(browser, code, 'Ben', { width: 1024, height: 768 }),
    await joinAs(browser, code, 'Cat', { width: 390, height: 844 }, true),
  ];
  await expect(room.getByText('3 joined')).toBeVisible();
  await expect(room.getByRole('row', { name: /Cat/ })).toContainText(/Good|Fair|Uncertain/);
  await director.screenshot({ path: `${SHOTS}/director-room.png` });
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
    await expect.poll(async () => (await strikes(page)).length, { timeout: 20_000 }).toBeGreaterThan(2);
    const heard = await strikes(page);
    // The same run: bar 5's first notes, struck at the same song times as on the director's device.
    const notes = (list: Strike[]) => list.slice(0, 3).map(({ pitchId, time }) => ({ pitchId, time }));
    expect(notes(heard)).toEqual(notes(led));
    await expect(badge(page)).toContainText('Playing');
  }
  for (const [i, { page }] of ringers.entries())
    await page.screenshot({ path: `${SHOTS}/ringer-${i + 1}-playing.png` });

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
  for (const [i, { page }] of ringers.entries())
    await page.screenshot({ path: `${SHOTS}/ringer-${i + 1}-loop.png` });

  // Cat's phone loses the network, then finds it again: back in step, playing on.
  const cat = ringers[2]!;
  await cat.context.setOffline(true);
  await expect(badge(cat.page)).toContainText('Reconnecting', { timeout: 20_000 });
  await cat.page.screenshot({ path: `${SHOTS}/ringer-3-reconnecting.png` });
  await cat.context.setOffline(false);
  await expect(badge(cat.page)).toContainText(SYNCED, { timeout: 20_000 });
  const before = (await strikes(cat.page)).length;
  await expect
    .poll(async () => (await strikes(cat.page)).length, { timeout: 20_000 })
    .toBeGreaterThan(before);
  await cat.page.screenshot({ path: `${SHOTS}/ringer-3-back.png` });

  // The director stops: every ringer stops.
  await director.keyboard.press('Escape');
  await director.getByRole('button', { name: 'Pause' }).click();
  for (const { page } of ringers) await expect(badge(page)).toContainText('Stopped');
  for (const { context } of ringers) await context.close();
});
