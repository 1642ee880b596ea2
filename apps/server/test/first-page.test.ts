import { createHash } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { songListResponseSchema } from '@ringalong/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { songs, users } from '../src/db/schema/index.ts';
import { call, person } from './fixtures.ts';
import { buildTestApp, SESSION_COOKIE, type TestApp } from './helpers.ts';

// The web app's own page (the build only adds its script and style tags to it).
const WEB_INDEX = fileURLToPath(new URL('../../web/index.html', import.meta.url));
const HOSTILE_TITLE = `<script>alert("title")</script> & 'Ode' {creator} $&`;
const HOSTILE_NAME = `</span><img src=x onerror=alert(1)>`;

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'ringalong-first-page-'));
  copyFileSync(WEB_INDEX, join(webDist, 'index.html'));
  t = await buildTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const page = (url = '/', headers: Record<string, string> = {}) => call(t, { method: 'GET', url, headers });
const titlesIn = (html: string) =>
  [...html.matchAll(/<span class="lib-card-title">([^<]*)<\/span>/g)].map(([, title]) => title);
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

describe('the page as served carries the library', () => {
  it("holds the library's first page, the same songs in the same order as the app's first query", async () => {
    const response = await page();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const expected = await demoList();
    expect(expected.length).toBeGreaterThan(0);
    expect(titlesIn(response.body)).toEqual(expected.map((song) => song.title));
    expect(response.body).toContain('aria-label="Open Ode to Joy"');
    expect(response.body).toContain('> 8 bells</span>');
    // The card template is the server's, not the page's, and 'Fetching songs' made way for the list.
    expect(response.body).not.toContain('first-paint-song-card');
    expect(response.body).not.toContain('{title}');
    expect(response.body).not.toContain('Fetching songs from server...');
  });

  it("is the same page for any of the app's paths, such as /success", async () => {
    const response = await page('/success');
    expect(titlesIn(response.body).length).toBeGreaterThan(0);
  });

  it('is never kept by a cache without asking, and caches keep a page per session cookie apart', async () => {
    const response = await page();
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(String(response.headers.vary).toLowerCase().split(/,\s*/)).toContain('cookie');
  });

  it('writes hostile titles and names as inert text', async () => {
    const [first] = await demoList();
    if (!first || first.user_id === null) throw new Error('no demo songs with an owner');
    await t.db.update(songs).set({ title: HOSTILE_TITLE }).where(eq(songs.id, first.song_id));
    await t.db.update(users).set({ displayName: HOSTILE_NAME }).where(eq(users.id, first.user_id));
    // The page's list may be a second old (as the API's demo list): read it after that second.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 1500);
    const { body } = await page().finally(() => vi.useRealTimers());
    // Only the page's own scripts, and no element or attribute from a song.
    expect(body).not.toContain('<script>alert');
    expect(body).not.toContain('<img');
    expect(body).toContain(
      '<span class="lib-card-title">&lt;script&gt;alert(&quot;title&quot;)&lt;/script&gt; &amp; &#39;Ode&#39; {creator} $&amp;</span>',
    );
    expect(body).toContain(
      'aria-label="Open &lt;script&gt;alert(&quot;title&quot;)&lt;/script&gt; &amp; &#39;Ode&#39; {creator} $&amp;"',
    );
    expect(body).toContain(
      '<span class="lib-card-creator">&lt;/span&gt;&lt;img src=x onerror=alert(1)&gt;</span>',
    );
  });
});

describe("the page's Content-Security-Policy", () => {
  it('allows the one inline script by its hash, and no other inline script', async () => {
    const response = await page();
    const inline = [...response.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
      ([, script]) => script ?? '',
    );
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256')
      .update(inline[0] ?? '')
      .digest('base64');
    expect(scriptSrc(response)).toBe(`script-src 'self' 'wasm-unsafe-eval' 'sha256-${hash}'`);
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
  it('gets the header but not the library, which differs for them', async () => {
    const signedIn = await person(t, 'Clara', false);
    const response = await page('/', { cookie: signedIn.cookie });
    expect(response.body).toContain('class="app-header"');
    expect(response.body).not.toContain('id="first-paint-library"');
    expect(titlesIn(response.body)).toEqual([]);
    // So does a stale cookie: the page does not know before the app asks.
    const stale = await page('/', { cookie: `${SESSION_COOKIE}=stale` });
    expect(stale.body).not.toContain('id="first-paint-library"');
  });
});
