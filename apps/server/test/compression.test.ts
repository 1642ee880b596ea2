import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { songListResponseSchema } from '@ringalong/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call } from './fixtures.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let webDist: string;

// A built script the size of a real chunk, with its variants as the web build writes them.
const SCRIPT_URL = '/assets/index-abc123.js';
const script = Buffer.from(
  Array.from(
    { length: 400 },
    (_, i) => `export const bell${i} = { pitch: ${i % 88}, row: "row-${i}" };\n`,
  ).join(''),
);
// A file of the build outside assets/ (not hashed) with a brotli variant only (gzip did not pay for it).
const ICON_URL = '/favicon.svg';
const icon = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${Array.from(
    { length: 10 },
    (_, i) => `<circle cx="${i % 64}" cy="${(i * 7) % 64}" r="${1 + (i % 5)}" fill="#b8860b"/>`,
  ).join('')}</svg>`,
);

// The app's page, as large as the real one and as varied: song cards with titles and counts.
const WORDS = [
  'Ode',
  'Joy',
  'carol',
  'bells',
  'ring',
  'peal',
  'chime',
  'round',
  'hymn',
  'march',
  'dance',
  'song',
];
const PAGE_STYLE = '.lib-card{padding:4px}';
const page = `<!doctype html><html lang="en"><head><title>Ringalong built app</title><style>${PAGE_STYLE}</style></head><body><ul>${Array.from(
  { length: 160 },
  (_, i) =>
    `<li class="lib-card"><a href="/s/${(i * 7919) % 10007}">${WORDS[i % 12]} ${WORDS[(i * 5) % 12]} ${WORDS[(i * 7 + 3) % 12]}</a><span title="Bells">${(i * 13) % 61} bells</span><span title="Views">${(i * 104729) % 9973} views</span></li>`,
).join('')}</ul></body></html>`;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'ringalong-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), page);
  const scriptPath = join(webDist, SCRIPT_URL);
  writeFileSync(scriptPath, script);
  writeFileSync(`${scriptPath}.br`, brotliCompressSync(script));
  writeFileSync(`${scriptPath}.gz`, gzipSync(script));
  const iconPath = join(webDist, ICON_URL);
  writeFileSync(iconPath, icon);
  writeFileSync(`${iconPath}.br`, brotliCompressSync(icon));
  t = await buildTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => call(t, { method: 'GET', url, headers });

function decoded(response: LightMyRequestResponse): Buffer {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload);
  if (encoding === 'gzip') return gunzipSync(response.rawPayload);
  expect(encoding).toBeUndefined();
  return response.rawPayload;
}

const varies = (response: LightMyRequestResponse) =>
  String(response.headers.vary ?? '')
    .toLowerCase()
    .split(/,\s*/)
    .includes('accept-encoding');

describe('built files on the wire', () => {
  it('sends a script brotli-encoded to a browser that accepts brotli', async () => {
    const response = await get(SCRIPT_URL, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(varies(response)).toBe(true);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBeLessThan(script.length / 4);
    expect(decoded(response).equals(script)).toBe(true);
  });

  it('sends it gzip-encoded to a client that accepts only gzip', async () => {
    const response = await get(SCRIPT_URL, { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(varies(response)).toBe(true);
    expect(decoded(response).equals(script)).toBe(true);
  });

  it('follows the client preference between brotli and gzip', async () => {
    const response = await get(SCRIPT_URL, { 'accept-encoding': 'br;q=0.5, gzip;q=1' });
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('sends the file itself, still marked as varying, when no encoding is accepted', async () => {
    const accepts: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'deflate' },
    ];
    for (const headers of accepts) {
      const response = await get(SCRIPT_URL, headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(varies(response)).toBe(true);
      expect(response.rawPayload.equals(script)).toBe(true);
    }
  });

  it('sends a file with only a brotli variant brotli-encoded, and whole to a gzip-only client', async () => {
    const br = await get(ICON_URL, { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(decoded(br).equals(icon)).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(icon.length / 2);
    const plain = await get(ICON_URL, { 'accept-encoding': 'gzip' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).not.toBe('br');
    expect(varies(plain)).toBe(true);
    expect(decoded(plain).equals(icon)).toBe(true);
  });

  it('answers a revalidation with 304 for the same encoding and never with another encoding', async () => {
    const br = await get(SCRIPT_URL, { 'accept-encoding': 'br' });
    const gz = await get(SCRIPT_URL, { 'accept-encoding': 'gzip' });
    const plain = await get(SCRIPT_URL);
    const tags = [br, gz, plain].map((r) => r.headers.etag);
    expect(new Set(tags).size).toBe(3);

    const again = await get(SCRIPT_URL, {
      'accept-encoding': 'br',
      'if-none-match': String(br.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(varies(again)).toBe(true);

    // A cache holding the plain file asks again, now accepting brotli: it must get the brotli bytes.
    const switched = await get(SCRIPT_URL, {
      'accept-encoding': 'br',
      'if-none-match': String(plain.headers.etag),
    });
    expect(switched.statusCode).toBe(200);
    expect(switched.headers['content-encoding']).toBe('br');
    expect(decoded(switched).equals(script)).toBe(true);
  });

  it('does not serve the variant files under their own names', async () => {
    expect((await get(`${SCRIPT_URL}.br`)).statusCode).toBe(404);
    expect((await get(`${SCRIPT_URL}.gz`)).statusCode).toBe(404);
  });
});

describe('the app page on the wire', () => {
  it('goes brotli-encoded at its best once packed, the same page, and as the client asks otherwise', async () => {
    const accepts = 'gzip, deflate, br, zstd';
    // Packed as brotli packs it at its best (quality 11), not at the on-the-fly quality 4 of API
    // answers; the page's first visit may come before that packing is done, and go at quality 4.
    const packed = (quality: number) =>
      brotliCompressSync(page, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: quality,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }).length;
    expect(packed(11)).toBeLessThan(packed(4) - 100);
    let later = await get('/', { 'accept-encoding': accepts });
    expect(later.statusCode).toBe(200);
    expect(later.headers['content-encoding']).toBe('br');
    expect(decoded(later).toString()).toBe(page);
    await vi.waitFor(async () => {
      later = await get('/', { 'accept-encoding': accepts });
      expect(later.rawPayload.length).toBeLessThanOrEqual(packed(11) + 16);
    }, 20_000);
    expect(later.headers['content-encoding']).toBe('br');
    expect(later.headers['content-type']).toMatch(/^text\/html/);
    expect(later.headers['cache-control']).toBe('no-cache');
    expect(varies(later)).toBe(true);
    expect(decoded(later).toString()).toBe(page);
    // The browser applies the page's inline style only if its policy allows it by hash.
    const styleHash = `'sha256-${createHash('sha256').update(PAGE_STYLE).digest('base64')}'`;
    expect(String(later.headers['content-security-policy'])).toContain(styleHash);
    // Another path that is the app's page gets the same packed bytes.
    const elsewhere = await get('/success', { 'accept-encoding': 'br' });
    expect(elsewhere.rawPayload.equals(later.rawPayload)).toBe(true);

    for (const [header, encoding] of [
      ['gzip', 'gzip'],
      ['br;q=0.5, gzip;q=1', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['identity', undefined],
      ['', undefined],
    ] as const) {
      const response = await get('/', header ? { 'accept-encoding': header } : {});
      expect(response.headers['content-encoding'], header).toBe(encoding);
      expect(varies(response), header).toBe(true);
      expect(decoded(response).toString(), header).toBe(page);
      expect(String(response.headers['content-security-policy']), header).toContain(styleHash);
    }
  });
});

describe('API answers on the wire', () => {
  for (const url of ['/songs/public', '/api/songs/public']) {
    it(`compresses the demo list (${url}) when asked, with the same songs`, async () => {
      const plain = await get(url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      const expected = songListResponseSchema.parse(plain.json());
      expect(expected.songs.length).toBeGreaterThanOrEqual(8);
      for (const encoding of ['br', 'gzip']) {
        const response = await get(url, { 'accept-encoding': encoding });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(varies(response)).toBe(true);
        expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
        expect(JSON.parse(decoded(response).toString('utf8'))).toEqual(expected);
      }
    });
  }

  it('sends small answers, errors included, as they are', async () => {
    const response = await get('/auth/me', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ statusCode: 401 });
  });
});
