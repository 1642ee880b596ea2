import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { createDefaultSong, exportSong, songPath } from '@ringalong/song';
import jsQR from 'jsqr';
import { closeDialog, library, openAsSubscriber, signIn } from './helpers.ts';

/**
 * A song's address (docs/addresses.md): a shared link opened by a second user and by an
 * anonymous visitor, refused alike for a private or a missing song, Back/Forward/reload keeping
 * the song, the Share dialog's QR code read back to the link, and the embedded player playing.
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A song of the signed-in user of `page`, made over HTTP as the app saves one; public when asked. */
async function makeSong(page: Page, title: string, isPublic: boolean): Promise<number> {
  const origin = String(test.info().project.use.baseURL);
  const song = createDefaultSong();
  const made = await page.request.post('/api/songs', { data: exportSong(song, title), headers: { origin } });
  expect(made.status(), await made.text()).toBe(201);
  const id = ((await made.json()) as { song_id: number }).song_id;
  if (isPublic) {
    const published = await page.request.put(`/api/songs/${id}/publicity`, {
      data: { is_public: true },
      headers: { origin },
    });
    expect(published.status(), await published.text()).toBe(200);
  }
  return id;
}

/** A page of a fresh browser context: nobody signed in, nothing kept. */
async function visitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: String(test.info().project.use.baseURL) });
  return context.newPage();
}

const songTitle = (page: Page) => page.locator('header.app-header .song-title');

/** The Share dialog's QR code drawn to a canvas in the page, its pixels read as a QR code. */
async function readQrCode(page: Page): Promise<string | null> {
  const svg = page
    .getByRole('dialog', { name: 'Share this song' })
    .getByRole('img', { name: /^QR code of / });
  await expect(svg).toBeVisible();
  const image = await svg.evaluate(async (element) => {
    const side = 400;
    const markup = new XMLSerializer().serializeToString(element);
    const picture = new Image(side, side);
    picture.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
    await picture.decode();
    const canvas = document.createElement('canvas');
    canvas.width = side;
    canvas.height = side;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, side, side);
    context.drawImage(picture, 0, 0, side, side);
    return { width: side, height: side, data: [...context.getImageData(0, 0, side, side).data] };
  });
  return jsQR(Uint8ClampedArray.from(image.data), image.width, image.height)?.data ?? null;
}

/** A web page of another site: `html` served at its own origin (`localhost`, where the app is `127.0.0.1`). */
async function churchSite(html: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}/music`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function openShare(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Music: import, export and print' }).click();
  await page.getByRole('menuitem', { name: 'Share…' }).click();
  await expect(page.getByRole('dialog', { name: 'Share this song' })).toBeVisible();
}

test('a shared link opens the song for a second user and an anonymous visitor; its QR code reads back to the link', async ({
  page,
  browser,
  baseURL,
}) => {
  const id = unique();
  await openAsSubscriber(page, `Sharer ${id}`, `sharer-${id}@example.com`);
  const title = `Shared Chimes ${id}`;
  const songId = await makeSong(page, title, true);
  const link = `${baseURL}${songPath(songId, title)}`;

  // The owner opens it by its short address; the app shows the address in full.
  await page.goto(`/s/${songId}`);
  await expect(songTitle(page)).toContainText(title);
  await expect(page).toHaveURL(link);
  await openShare(page);
  const share = page.getByRole('dialog', { name: 'Share this song' });
  await expect(share.getByRole('textbox', { name: 'Link' })).toHaveValue(link);
  expect(await readQrCode(page)).toBe(link);

  const second = await visitor(browser);
  await openAsSubscriber(second, `Ringer ${id}`, `ringer-${id}@example.com`);
  await second.goto(link);
  await expect(songTitle(second)).toContainText(title);
  await expect(library(second)).toBeHidden();

  const anonymous = await visitor(browser);
  const answer = await anonymous.goto(link);
  expect(answer?.status()).toBe(200);
  await expect(anonymous).toHaveTitle(`${title} · Ringalong`);
  await expect(songTitle(anonymous)).toContainText(title);
  await expect(anonymous.getByRole('button', { name: 'Play' })).toBeVisible();
  await expect(anonymous.getByRole('button', { name: 'Upgrade / Sign in' })).toBeVisible();
  await second.context().close();
  await anonymous.context().close();
});

test('a private song and a missing song are refused alike, to another user and to an anonymous visitor', async ({
  page,
  browser,
}) => {
  const id = unique();
  await openAsSubscriber(page, `Keeper ${id}`, `keeper-${id}@example.com`);
  const title = `Secret Bells ${id}`;
  const songId = await makeSong(page, title, false);
  // Its owner opens it.
  await page.goto(songPath(songId, title));
  await expect(songTitle(page)).toContainText(title);

  const other = await visitor(browser);
  await openAsSubscriber(other, `Other ${id}`, `other-${id}@example.com`);
  const anonymous = await visitor(browser);
  const pages: string[] = [];
  for (const [who, path] of [
    [other, `/s/${songId}`],
    [anonymous, `/s/${songId}`],
    [other, `/s/${songId + 100000}`],
    [anonymous, `/s/${songId + 100000}`],
  ] as const) {
    const answer = await who.goto(path);
    expect(answer?.status()).toBe(404);
    pages.push((await answer?.text())?.replace(path, '') ?? '');
    await expect(who).toHaveTitle('Song not found · Ringalong');
    await expect(who.getByText('Song not found', { exact: true })).toBeVisible();
    await expect(songTitle(who)).not.toContainText(title);
    expect(await who.content()).not.toContain(title);
  }
  // The same page for a stranger whether the song exists or not.
  expect(pages[1]).toBe(pages[3]);

  // Its owner, signed out in another browser, signs in from the address and gets the song.
  await anonymous.goto(`/s/${songId}`);
  await closeDialog(anonymous, 'Song Library');
  await signIn(anonymous, `Keeper ${id}`, `keeper-${id}@example.com`);
  await expect(songTitle(anonymous)).toContainText(title);
  await expect(anonymous).toHaveURL(new RegExp(`${songPath(songId, title)}$`));
  await other.context().close();
  await anonymous.context().close();
});

test('Back, Forward and reload keep the open song; a new song has no address', async ({ page }) => {
  const id = unique();
  await openAsSubscriber(page, `Walker ${id}`, `walker-${id}@example.com`);
  const title = `Walking Bells ${id}`;
  const songId = await makeSong(page, title, false);
  await page.goto(songPath(songId, title));
  await expect(songTitle(page)).toContainText(title);

  // Opening a song from the library pushes its address.
  await page.getByRole('button', { name: 'Library' }).click();
  await library(page).getByRole('button', { name: 'Open Ode to Joy' }).click();
  await expect(songTitle(page)).toContainText('Ode to Joy');
  await expect(page).toHaveURL(/\/s\/\d+-ode-to-joy$/);
  const odeUrl = page.url();

  await expect(page).toHaveTitle('Ode to Joy · Ringalong');

  await page.goBack();
  await expect(songTitle(page)).toContainText(title);
  await expect(page).toHaveTitle(`${title} · Ringalong`);
  await expect(page).toHaveURL(new RegExp(`${songPath(songId, title)}$`));
  await page.goForward();
  await expect(songTitle(page)).toContainText('Ode to Joy');
  expect(page.url()).toBe(odeUrl);
  await page.reload();
  await expect(songTitle(page)).toContainText('Ode to Joy');
  expect(page.url()).toBe(odeUrl);

  // A new song is not stored: it has no address, and Share says why.
  await page.getByRole('button', { name: 'Library' }).click();
  await library(page).getByRole('button', { name: 'New Song' }).click();
  await expect(page).toHaveURL(/\/$/);
  await openShare(page);
  await expect(page.getByText('Save the song to share it', { exact: false })).toBeVisible();
});

test("a private song's Share says only its owner can open the link, and makes it public", async ({
  page,
  browser,
  baseURL,
}) => {
  const id = unique();
  await openAsSubscriber(page, `Owner ${id}`, `owner-${id}@example.com`);
  const title = `Hidden Peal ${id}`;
  const songId = await makeSong(page, title, false);
  await page.goto(songPath(songId, title));
  await expect(songTitle(page)).toContainText(title);
  await openShare(page);
  const share = page.getByRole('dialog', { name: 'Share this song' });
  await expect(share.getByText('only its owner can open the link')).toBeVisible();
  await share.getByRole('button', { name: 'Make it public' }).click();
  await expect(share.getByText('only its owner can open the link')).toBeHidden();

  const anonymous = await visitor(browser);
  await anonymous.goto(`${baseURL}${songPath(songId, title)}`);
  await expect(songTitle(anonymous)).toContainText(title);
  await anonymous.context().close();
});

test('the embedded player plays in another page’s frame, with a link back to the song', async ({
  page,
  baseURL,
}) => {
  const demos = await page.request.get(
    '/api/songs/public?text=&bellMin=0&bellMax=32&eightNote=false&is_public=true',
  );
  const ode = ((await demos.json()) as { songs: { song_id: number; title: string }[] }).songs.find(
    (song) => song.title === 'Ode to Joy',
  );
  if (!ode) throw new Error('a fresh server has the demo Ode to Joy');
  await page.addInitScript(() => {
    (globalThis as { ringalongStrikes?: unknown[] }).ringalongStrikes = [];
  });
  // Another site's page frames the player: a church's page, served by a server of its own on
  // another origin (loopback too: Chromium keeps public pages from framing local addresses).
  const church = await churchSite(`<!doctype html><title>St Mary's</title><h1>This week's pieces</h1>
    <iframe src="${baseURL}/embed/${ode.song_id}" width="800" height="450" title="Ode to Joy"></iframe>`);
  await page.goto(church.url);
  const player = page.frameLocator('iframe');
  const back = player.getByRole('link', { name: /Ode to Joy/ });
  await expect(back).toHaveAttribute('href', songPath(ode.song_id, ode.title));
  await expect(player.getByRole('button', { name: 'Library' })).toHaveCount(0);
  await player.getByRole('button', { name: 'Play' }).click();
  await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();
  const frame = page.frames().find((f) => f.url().includes('/embed/'));
  if (!frame) throw new Error('the player is framed');
  await expect
    .poll(() =>
      frame.evaluate(() => ((globalThis as { ringalongStrikes?: unknown[] }).ringalongStrikes ?? []).length),
    )
    .toBeGreaterThan(0);
  await player.getByRole('button', { name: 'Stop' }).click();
  await expect(player.getByRole('button', { name: 'Play' })).toBeVisible();
  await church.close();
});
