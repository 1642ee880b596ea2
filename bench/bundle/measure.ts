/**
 * Critical-path size of the built web app, gzip-compressed as a server would send it:
 * - first paint: index.html plus the scripts, module preloads and stylesheets it names;
 * - before any interaction: everything Chromium fetches from the page's own origin until the
 *   network is idle, with no click or key press (the library opens on start, so its code counts).
 * API calls are answered 401 / empty so the app takes its signed-out path.
 */
import { readFile, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../scripts/chromium.ts';
import { serveApp } from '../lib/serve-app.ts';

// Another build (say, a trial of a change) can be measured without touching the kept figures.
const DIST = process.env.BUNDLE_DIST ?? join(import.meta.dirname, '../../apps/web/dist');
const RESULTS = process.env.BUNDLE_RESULTS ?? join(import.meta.dirname, '../results/bundle.json');
const GOAL_BYTES = 100 * 1024;
async function gzipSize(path: string): Promise<number> {
  const bytes = await readFile(join(DIST, path));
  // Fonts and audio are already compressed; servers send them as they are.
  return /\.(woff2?|wav)$/.test(path) ? bytes.length : gzipSync(bytes, { level: 9 }).length;
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
  const sized = await Promise.all(files.map(async (file) => ({ file, gzipBytes: await gzipSize(file) })));
  const sum = (list: typeof sized) => list.reduce((bytes, f) => bytes + f.gzipBytes, 0);
  // The goal (issue 5) counts JavaScript; the whole figure, with HTML, CSS and icons, is kept beside it.
  return {
    gzipBytes: sum(sized),
    jsGzipBytes: sum(sized.filter((f) => f.file.endsWith('.js'))),
    files: sized,
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const server = await serveApp(DIST);
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
try {
  const firstPaint = await total(await firstPaintFiles());
  const beforeInteraction = await total(await beforeInteractionFiles(origin));
  console.log(
    `first paint (header + canvas): ${kb(firstPaint.gzipBytes)} gzip, of it JavaScript ${kb(firstPaint.jsGzipBytes)} (goal <= ${kb(GOAL_BYTES)})`,
  );
  for (const f of firstPaint.files) console.log(`  ${f.file.padEnd(48)} ${kb(f.gzipBytes)}`);
  console.log(
    `everything before any interaction (library open): ${kb(beforeInteraction.gzipBytes)} gzip, of it JavaScript ${kb(beforeInteraction.jsGzipBytes)} (goal <= ${kb(GOAL_BYTES)})`,
  );
  for (const f of beforeInteraction.files) console.log(`  ${f.file.padEnd(48)} ${kb(f.gzipBytes)}`);
  await writeFile(
    RESULTS,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), goalGzipBytes: GOAL_BYTES, firstPaint, beforeInteraction }, null, 2)}\n`,
  );
  console.log(`wrote ${RESULTS}`);
} finally {
  server.close();
}
