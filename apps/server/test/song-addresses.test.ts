import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { songPath } from '@ringalong/song';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { songs } from '../src/db/schema/index.ts';
import { type Caller, call, person, songBody } from './fixtures.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

// The app's page as the web build makes it (its head and its root element), and a stand-in for
// the web app's server entry, which first-page.test.ts builds for real: here what matters is the
// data and the head the server puts around the markup, not the markup.
const INDEX = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
<meta name="description" content="Ringalong: compose and play handbell songs in the browser" />
<title>Ringalong</title></head><body><div id="root"></div></body></html>`;
const RENDERER = `export async function renderPage(data) {
  return data.address?.embed ? '<div class="embed">player</div>' : '<header>app</header>';
}`;
const HOSTILE_TITLE = `</title><script>alert(1)</script> "Ode" & 'Joy'`;

let t: TestApp;
let webDist: string;
let owner: Caller;
let other: Caller;
let publicSong: number;
let privateSong: number;
let hostileSong: number;

const create = async (as: Caller, title: string, pitches?: number[]) => {
  const response = await call(t, { method: 'POST', url: '/songs', as, payload: songBody(title, pitches) });
  expect(response.statusCode).toBe(201);
  return (response.json() as { song_id: number }).song_id;
};
const publish = (id: number) =>
  call(t, { method: 'PUT', url: `/songs/${id}/publicity`, as: owner, payload: { is_public: true } });
const visit = (url: string, as?: Caller) => call(t, { method: 'GET', url, as: as ?? null });
/** The data the app starts from, as it reads it from the page. */
const dataOf = (response: LightMyRequestResponse) => {
  const json = /<script type="application\/json" id="first-page-data">([^<]*)<\/script>/.exec(
    response.body,
  )?.[1];
  return JSON.parse(json ?? 'null') as {
    address?: { song: { song_id: number; title: string; song_object: object } | null; embed: boolean };
  };
};
const meta = (response: LightMyRequestResponse, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(response.body)?.[1];

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'ringalong-addresses-'));
  writeFileSync(join(webDist, 'index.html'), INDEX);
  writeFileSync(join(webDist, 'render-page.mjs'), RENDERER);
  t = await buildTestApp({ webDist, pageRenderer: join(webDist, 'render-page.mjs') });
  owner = await person(t, 'Owner', true);
  other = await person(t, 'Other', true);
  publicSong = await create(owner, 'Shared Chimes', [60, 62, 64, 65, 67]);
  privateSong = await create(owner, 'Secret Chimes');
  hostileSong = await create(owner, 'Plain', [60]);
  // No title the app sends could hold these (sanitized); one stored before those rules, or by hand, may.
  await t.db.update(songs).set({ title: HOSTILE_TITLE }).where(eq(songs.id, hostileSong));
  await publish(publicSong);
  await publish(hostileSong);
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe("a song's address", () => {
  it('opens a public song for everyone: an anonymous visitor, another user, its owner', async () => {
    for (const as of [undefined, other, owner]) {
      const response = await visit(songPath(publicSong, 'Shared Chimes'), as);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      const { address } = dataOf(response);
      expect(address?.embed).toBe(false);
      expect(address?.song?.song_id).toBe(publicSong);
      expect(address?.song?.title).toBe('Shared Chimes');
      expect(address?.song?.song_object).toMatchObject({ meta: { title: 'Shared Chimes' } });
    }
  });

  it('opens with the id alone, or any slug: the id names the song', async () => {
    for (const path of [`/s/${publicSong}`, `/s/${publicSong}-an-old-title`]) {
      const response = await visit(path);
      expect(response.statusCode).toBe(200);
      expect(dataOf(response).address?.song?.song_id).toBe(publicSong);
    }
  });

  it('opens a demo song for an anonymous visitor', async () => {
    const demos = await call(t, {
      method: 'GET',
      url: '/songs/public?text=&bellMin=0&bellMax=32&eightNote=false&is_public=true',
    });
    const [demo] = (demos.json() as { songs: { song_id: number; title: string }[] }).songs;
    if (!demo) throw new Error('a fresh server has demo songs');
    const response = await visit(songPath(demo.song_id, demo.title));
    expect(response.statusCode).toBe(200);
    expect(dataOf(response).address?.song?.title).toBe(demo.title);
  });

  it('opens a private song for its owner', async () => {
    const response = await visit(songPath(privateSong, 'Secret Chimes'), owner);
    expect(response.statusCode).toBe(200);
    expect(dataOf(response).address?.song?.title).toBe('Secret Chimes');
  });

  it('answers another user, an anonymous visitor and a missing song alike: the same status, the same body', async () => {
    const missing = privateSong + 1000;
    const answers = [
      await visit(`/s/${privateSong}`, other),
      await visit(`/s/${privateSong}`),
      await visit(`/s/${missing}`, other),
      await visit(`/s/${missing}`),
    ];
    // The path itself is the one thing that differs; the same id keeps the bodies comparable.
    const same = [await visit(`/s/${privateSong}`, other), await visit(`/s/${privateSong}`, owner)];
    for (const response of answers) {
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(answers[0]?.body);
      expect(response.body).not.toContain('Secret Chimes');
      expect(dataOf(response).address).toEqual({ song: null, embed: false });
      expect(response.headers['content-type']).toBe(answers[0]?.headers['content-type']);
    }
    expect(same[0]?.body).not.toBe(same[1]?.body);
    expect(same[0]?.body).toBe(answers[0]?.body);
  });

  it('says nothing of any song on a path that names none', async () => {
    const response = await visit('/s/not-a-song');
    expect(response.statusCode).toBe(404);
    expect(dataOf(response).address).toEqual({ song: null, embed: false });
  });
});

describe("a song's link preview", () => {
  it('has the title, the creator and the bell count, and the canonical address', async () => {
    const response = await visit(`/s/${publicSong}`);
    expect(response.body).toContain('<title>Shared Chimes · Ringalong</title>');
    expect(meta(response, 'og:title')).toBe('Shared Chimes');
    expect(meta(response, 'og:description')).toContain('by Owner');
    expect(meta(response, 'og:description')).toContain('5 bells');
    expect(meta(response, 'og:url')).toBe(`${t.baseUrl}${songPath(publicSong, 'Shared Chimes')}`);
    expect(meta(response, 'twitter:card')).toBe('summary');
    // One description: the app's own is replaced by the song's.
    expect(response.body.match(/<meta name="description"/g)).toHaveLength(1);
  });

  it('escapes the title in the head and in the data', async () => {
    const response = await visit(`/s/${hostileSong}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script>alert(1)</script>');
    expect(response.body.match(/<\/title>/g)).toHaveLength(1);
    expect(meta(response, 'og:title')).toBe(
      '&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Ode&quot; &amp; &#39;Joy&#39;',
    );
    expect(dataOf(response).address?.song?.title).toBe(HOSTILE_TITLE);
  });

  it("gives away no private song's title to someone not allowed to open it", async () => {
    const response = await visit(songPath(privateSong, 'Secret Chimes'), other);
    expect(response.body).toContain('<title>Song not found · Ringalong</title>');
    expect(meta(response, 'og:title')).toBeUndefined();
  });
});

describe('the embedded player', () => {
  it('may be framed by any site, with the song to play', async () => {
    const response = await visit(`/embed/${publicSong}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(response.headers['content-security-policy']).not.toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(dataOf(response).address).toMatchObject({ embed: true, song: { song_id: publicSong } });
    expect(response.body).toContain('<div class="embed">player</div>');
  });

  it('signs no one in: a private song is not found there, even for its owner', async () => {
    const response = await visit(`/embed/${privateSong}`, owner);
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe((await visit(`/embed/${privateSong + 1000}`)).body);
    expect(dataOf(response).address).toEqual({ song: null, embed: true });
  });

  it('leaves every other page refusing to be framed', async () => {
    for (const url of ['/', `/s/${publicSong}`, '/success']) {
      const response = await visit(url);
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });
});
