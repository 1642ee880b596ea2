/**
 * The benchmark page (bench/render/dist, or a baseline checkout's) served locally and opened in
 * Chromium, shared by the render and playback benchmarks.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../../scripts/chromium.ts';

export const THIS_DIST = fileURLToPath(new URL('./dist/', import.meta.url));
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.wav': 'audio/wav',
  '.css': 'text/css',
};

export interface BenchPage {
  readonly page: Page;
  close(): Promise<void>;
}

/** A 1280 x 720 page at devicePixelRatio 2, its benchmark code (built into `dist`) loaded. */
export async function openBenchPage(dist = THIS_DIST): Promise<BenchPage> {
  const server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(
      /^\/+/,
      '',
    );
    try {
      const body = await readFile(join(dist, path === '' ? 'index.html' : path));
      res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'text/html' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  let browser: Browser | null = null;
  try {
    browser = await chromium.launch(chromiumLaunchOptions);
    const context = await browser.newContext({
      viewport: { width: 1280, height: 720 },
      deviceScaleFactor: 2,
    });
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.waitForFunction(() => document.title === 'ready');
    const opened = browser;
    return {
      page,
      async close() {
        await opened.close();
        server.close();
      },
    };
  } catch (error) {
    await browser?.close();
    server.close();
    throw error;
  }
}
