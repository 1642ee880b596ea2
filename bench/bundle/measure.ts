/**
 * Critical-path size of the built web app, in the bytes our server sends for each file: the
 * build's brotli variant to a browser, its gzip variant to a client without brotli, the file
 * itself where the build wrote no variant (fonts; every file of a build without the step). Body
 * bytes only: bench/firstpaint measures the whole transfer, headers included, on a slow network.
 * - first paint: index.html plus the scripts, module preloads and stylesheets it names;
 * - before any interaction: everything Chromium fetches from the page's own origin until the
 *   network is idle, with no click or key press (the library opens on start, so its code counts).
 * API calls are answered 401 / empty so the app takes its signed-out path.
 */
import { readFile, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../scripts/chromium.ts';
import { serveApp } from '../lib/serve-app.ts';

// Another build (say, a trial of a change) can be measured without touching the kept figures.
const DIST = process.env.BUNDLE_DIST ?? join(import.meta.dirname, '../../apps/web/dist');
const RESULTS = process.env.BUNDLE_RESULTS ?? join(import.meta.dirname, '../results/bundle.json');
const GOAL_BYTES = 100 * 1024;
async function sizeOf(path: string): Promise<number | undefined> {
  return readFile(join(DIST, path)).then(
    (bytes) => bytes.length,
    () => undefined,
  );
}

/** The server answers page paths with index.html from memory, compressed only from 1 KiB up. */
const PAGE = '/index.html';
const COMPRESS_THRESHOLD_BYTES = 1024;

/** What the server sends for one file, as `@fastify/static`'s `preCompressed` picks it. */
async function sentSizes(path: string) {
  const rawBytes = (await sizeOf(path)) ?? 0;
  if (path === PAGE && rawBytes < COMPRESS_THRESHOLD_BYTES)
    return { rawBytes, gzipBytes: rawBytes, brBytes: rawBytes };
  const gzipBytes = (await sizeOf(`${path}.gz`)) ?? rawBytes;
  const brBytes = (await sizeOf(`${path}.br`)) ?? gzipBytes;
  return { rawBytes, gzipBytes, brBytes };
}

async function firstPaintFiles(): Promise<string[]> {
  const html = await readFile(join(DIST, 'index.html'), 'utf8');
  const named = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1] as string);
  return ['/index.html', ...named];
}

async function beforeInteractionFiles(origin: string): Promise<string[]> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    const fetched = new Set<string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === origin && !url.pathname.startsWith('/api/')) {
        fetched.add(url.pathname === '/' ? '/index.html' : url.pathname);
      }
    });
    await page.goto(origin, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    return [...fetched];
  } finally {
    await browser.close();
  }
}

async function total(files: string[]) {
  const sized = await Promise.all(files.map(async (file) => ({ file, ...(await sentSizes(file)) })));
  const sum = (list: typeof sized, key: 'brBytes' | 'gzipBytes') =>
    list.reduce((bytes, f) => bytes + f[key], 0);
  const scripts = sized.filter((f) => f.file.endsWith('.js'));
  // The goal (issue 5) counts JavaScript in gzip; the whole figure, with HTML, CSS and icons, is kept beside it.
  return {
    brBytes: sum(sized, 'brBytes'),
    gzipBytes: sum(sized, 'gzipBytes'),
    jsBrBytes: sum(scripts, 'brBytes'),
    jsGzipBytes: sum(scripts, 'gzipBytes'),
    files: sized,
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const server = await serveApp(DIST);
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
try {
  const firstPaint = await total(await firstPaintFiles());
  const beforeInteraction = await total(await beforeInteractionFiles(origin));
  const report = (title: string, figures: typeof firstPaint) => {
    console.log(
      `${title}: ${kb(figures.brBytes)} sent to a browser (brotli), ${kb(figures.gzipBytes)} to a gzip-only client; ` +
        `of it JavaScript ${kb(figures.jsBrBytes)} brotli, ${kb(figures.jsGzipBytes)} gzip (goal <= ${kb(GOAL_BYTES)} gzip)`,
    );
    console.log(`  ${'file'.padEnd(48)} ${'brotli'.padStart(9)} ${'gzip'.padStart(9)} ${'file'.padStart(9)}`);
    for (const f of figures.files) {
      console.log(
        `  ${f.file.padEnd(48)} ${kb(f.brBytes).padStart(9)} ${kb(f.gzipBytes).padStart(9)} ${kb(f.rawBytes).padStart(9)}`,
      );
    }
  };
  report('first paint (header + canvas)', firstPaint);
  report('everything before any interaction (library open)', beforeInteraction);
  await writeFile(
    RESULTS,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), goalGzipBytes: GOAL_BYTES, firstPaint, beforeInteraction }, null, 2)}\n`,
  );
  console.log(`wrote ${RESULTS}`);
} finally {
  server.close();
}
