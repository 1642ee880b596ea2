import { createHash } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { songListResponseSchema } from '@ringalong/contract';
import { levelWords } from '@ringalong/song';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { songs, users } from '../src/db/schema/index.ts';
import { call, person } from './fixtures.ts';
import { buildTestApp, SESSION_COOKIE, type TestApp } from './helpers.ts';

// The web app's own page (the build only adds its script and style tags to it), and its server
// entry, built here as `npm run build` builds it (vite build --ssr).
const WEB = fileURLToPath(new URL('../../web', import.meta.url));
const HOSTILE_TITLE = `</script><img src=x onerror=alert(1)> & 'Ode' {creator} $&`;
const HOSTILE_NAME = `</span><img src=x onerror=alert(2)>`;

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'ringalong-first-page-'));
  copyFileSync(join(WEB, 'index.html'), join(webDist, 'index.html'));
  await build({
    root: WEB,
    configFile: join(WEB, 'vite.config.ts'),
    logLevel: 'silent',
    build: { ssr: 'src/render-page.tsx', outDir: join(webDist, 'ssr') },
  });
  t = await buildTestApp({ webDist, pageRenderer: join(webDist, 'ssr/render-page.js') });
}, 180_000);
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const page = (url = '/', headers: Record<string, string> = {}) => call(t, { method: 'GET', url, headers });
/** The page as a browser reads it: its titles as text, its data as the app reads them. */
const parsed = (html: string) => {
  const decode = (text: string) =>
    text
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&amp;/g, '&');
  const data = /<script type="application\/json" id="first-page-data">([^<]*)<\/script>/.exec(html)?.[1];
  return {
    titles: [...html.matchAll(/<span class="lib-card-title">([^<]*)<\/span>/g)].map(([, title]) =>
      decode(title ?? ''),
    ),
    creators: [...html.matchAll(/<span class="lib-card-creator">([^<]*)<\/span>/g)].map(([, name]) =>
      decode(name ?? ''),
    ),
    levels: [...html.matchAll(/<span class="lib-card-level" id="[^"]*">([^<]*)<\/span>/g)].map(
      ([, level]) => level,
    ),
    data:
      data === undefined
        ? null
        : (JSON.parse(data) as {
            songs: { title: string; song_id: number; view_count: number }[] | null;
          }),
  };
};
const scriptSrc = (response: LightMyRequestResponse) =>
  String(response.headers['content-security-policy'])
    .split(';')
    .find((directive) => directive.startsWith('script-src '));

async function demoList() {
  const response = await call(t, {
    method: 'GET',
    url: '/songs/public?text=&bellMin=0&bellMax=32&eightNote=false&is_public=true',
  });
  return songListResponseSchema.parse(response.json()).songs;
}

describe("the page as served is the app's header and the library's first page", () => {
  it("holds the library's first page, the same songs in the same order as the app's first query", async () => {
    const response = await page();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const expected = await demoList();
    expect(expected.length).toBeGreaterThan(0);
    const { titles, levels, data } = parsed(response.body);
    expect(titles).toEqual(expected.map((song) => song.title));
    expect(response.body).toContain('aria-label="Open Ode to Joy"');
    expect(response.body).toContain('8 bells</span>');
    // Each card says its song's level in words.
    expect(levels).toEqual(expected.map((song) => levelWords(song.difficulty!)));
    // The header, rendered by the app's own component, signed out (no session cookie).
    expect(response.body).toContain('<header class="app-header">');
    expect(response.body).toContain('aria-label="Upgrade / Sign in"');
    expect(response.body).toContain('Upgrade to unlock and contribute to the full library!');
    // The data it was rendered from goes with it, for the app to start from; with those answers
    // in the page, it does not start the start-up calls.
    expect(data?.songs?.map((song) => song.title)).toEqual(titles);
    expect(response.body).not.toContain('startup-calls.js');
    // index.html's notes to its readers are not sent: the only comments are React's markers.
    const comments = response.body.match(/<!--[\s\S]*?-->/g) ?? [];
    expect(comments.filter((comment) => !/^<!--(\$|\/\$| )-->$/.test(comment))).toEqual([]);
  });

  it("is the same page for any of the app's paths, such as /success", async () => {
    const response = await page('/success');
    expect(parsed(response.body).titles.length).toBeGreaterThan(0);
  });

  it('is never kept by a cache without asking, and caches keep a page per session cookie apart', async () => {
    const response = await page();
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(String(response.headers.vary).toLowerCase().split(/,\s*/)).toContain('cookie');
  });

  it('writes hostile titles and names as text, in the markup and in the data', async () => {
    const [first] = await demoList();
    if (!first || first.user_id === null) throw new Error('no demo songs with an owner');
    await t.db.update(songs).set({ title: HOSTILE_TITLE }).where(eq(songs.id, first.song_id));
    await t.db.update(users).set({ displayName: HOSTILE_NAME }).where(eq(users.id, first.user_id));
    // The page's list may be a second old (as the API's demo list): read it after that second.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 1500);
    const { body } = await page().finally(() => vi.useRealTimers());
    // No element from a song: no image, and no script ended early.
    expect(body).not.toContain('<img');
    expect(body.match(/<\/script>/g)).toHaveLength(body.match(/<script[\s>]/g)?.length ?? -1);
    const { titles, creators, data } = parsed(body);
    expect(titles[0]).toBe(HOSTILE_TITLE);
    expect(creators).toContain(HOSTILE_NAME);
    expect(data?.songs?.[0]?.title).toBe(HOSTILE_TITLE);
  });
});

describe("the page's Content-Security-Policy", () => {
  it("allows the page's inline scripts by their hashes, and no other inline script", async () => {
    const response = await page();
    const inline = [...response.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
      ([, script]) => script ?? '',
    );
    // The kept work's marker and the offline visitor in the head; the kept name after #root.
    expect(inline).toHaveLength(2);
    const hashes = inline.map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    expect(scriptSrc(response)).toBe(`script-src 'self' 'wasm-unsafe-eval' ${hashes.join(' ')}`);
  });

  it("allows the page's inline style attributes by hash, and no other inline style", async () => {
    const response = await page();
    const attributes = [
      ...new Set([...response.body.matchAll(/\sstyle="([^"]*)"/g)].map(([, css]) => css ?? '')),
    ];
    expect(attributes.length).toBeGreaterThan(0);
    expect(response.body).not.toMatch(/<style[\s>]/);
    const styleSrc = String(response.headers['content-security-policy'])
      .split(';')
      .map((directive) => directive.trim())
      .find((directive) => directive.startsWith('style-src '));
    const hashes = attributes.map((css) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`);
    expect(styleSrc).toBe(`style-src 'self' 'unsafe-hashes' ${hashes.join(' ')}`);
  });

  it('is otherwise the policy every answer carries: no inline style or script, no blob: script, base-uri self', async () => {
    const pagePolicy = String((await page()).headers['content-security-policy']);
    const apiPolicy = String(
      (await call(t, { method: 'GET', url: '/auth/me' })).headers['content-security-policy'],
    );
    expect(pagePolicy.replace(/ 'unsafe-hashes'/, '').replace(/ 'sha256-[^']+'/g, '')).toBe(apiPolicy);
    expect(apiPolicy).toMatch(/(^|;)style-src 'self'(;|$)/);
    // WebAssembly may compile (the staff view's engraver); no script text is ever evaluated.
    expect(apiPolicy).toMatch(/(^|;)script-src 'self' 'wasm-unsafe-eval'(;|$)/);
    expect(apiPolicy).not.toMatch(/'unsafe-eval'/);
    expect(apiPolicy).toMatch(/(^|;)base-uri 'self'(;|$)/);
    expect(apiPolicy).not.toMatch(/unsafe-inline|blob:[^;]*;?.*script|script-src[^;]*blob:/);
  });
});

describe('a visitor who may be signed in', () => {
  it('gets the header but not the library, which differs for them, and the app asks', async () => {
    const signedIn = await person(t, 'Clara', false);
    const response = await page('/', { cookie: signedIn.cookie });
    expect(response.body).toContain('<header class="app-header">');
    expect(response.body).not.toContain('Song Library');
    expect(parsed(response.body).titles).toEqual([]);
    expect(parsed(response.body).data).toEqual({ songs: null });
    expect(response.body).toContain('<script src="/startup-calls.js" defer></script>');
    // So does a stale cookie: the page does not know before the app asks.
    const stale = await page('/', { cookie: `${SESSION_COOKIE}=stale` });
    expect(stale.body).not.toContain('Song Library');
  });
});

describe("the app's shell, /index.html, which the service worker keeps for offline starts", () => {
  it('is the page with the header and no library, for anyone, with its inline script and styles allowed', async () => {
    const response = await page('/index.html');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<header class="app-header">');
    expect(parsed(response.body).titles).toEqual([]);
    expect(parsed(response.body).data).toEqual({ songs: null });
    const inline = /<script>([\s\S]*?)<\/script>/.exec(response.body)?.[1] ?? '';
    const hash = createHash('sha256').update(inline).digest('base64');
    expect(scriptSrc(response)).toContain(`'sha256-${hash}'`);
    expect(String(response.headers['content-security-policy'])).toMatch(/style-src 'self' 'unsafe-hashes'/);
  });
});

describe('a view of a demo song, counted by opening it', () => {
  it("is in the page's list at the visits after it, read and rendered ahead of them", async () => {
    // The clock stands still: the list a visit reads is never a second old, so only a reading
    // ahead of the visits brings the new count.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 10_000);
      const views = async (songId: number) =>
        parsed((await page()).body).data?.songs?.find((song) => song.song_id === songId)?.view_count;
      const [first] = parsed((await page()).body).data?.songs ?? [];
      if (!first) throw new Error('no demo songs in the page');
      const before = await views(first.song_id);
      expect((await call(t, { method: 'GET', url: `/songs/${first.song_id}` })).statusCode).toBe(200);
      await vi.waitFor(async () => expect(await views(first.song_id)).toBe((before ?? 0) + 1));
      // The markup says the same count as the data (the song is first: the most viewed).
      const card = /<li class="lib-card">.*?<\/li>/.exec((await page()).body)?.[0];
      expect(card).toMatch(new RegExp(`>${(before ?? 0) + 1} views?</span>`));
    } finally {
      vi.useRealTimers();
    }
  });
});
