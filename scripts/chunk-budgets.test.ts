/**
 * Every JavaScript file of the web app's build within its gzip budget (apps/web/chunk-budgets.json):
 * the page's own script (`index`), the deliberate chunks (`*.chunk.ts(x)`, apps/web/vite.config.ts)
 * and Import music's reader worker. A file without a budget, a budget without its file, or a file
 * over its budget fails, naming it. Reads the build `npm test` made before (scripts/test.sh), or
 * builds one of its own when that is missing or older than the sources.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildWebApp, WEB_DIST, webBuildStale } from './start.mjs';

const BUDGETS_FILE = join(import.meta.dirname, '../apps/web/chunk-budgets.json');

interface Budgets {
  /** Per chunk name (the built file's name before its hash): the most gzip bytes it may have. */
  readonly gzipBytes: Record<string, number>;
}

const outDir = mkdtempSync(join(tmpdir(), 'ringalong-chunk-budgets-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

function builtAssets(): string {
  if (existsSync(join(WEB_DIST, 'assets')) && !webBuildStale()) return join(WEB_DIST, 'assets');
  const result = buildWebApp({ viteArgs: ['--outDir', outDir, '--emptyOutDir'], stdio: 'pipe' });
  expect(result.status, String(result.stderr)).toBe(0);
  return join(outDir, 'assets');
}

/** `dialogs-jOVbHCz5.js` -> `dialogs`: the build names each file `<chunk>-<8-character hash>.js`. */
const chunkName = (file: string) => file.replace(/-[\w-]{8}\.js$/, '');

describe('the web build', () => {
  it('keeps every chunk within its gzip budget', () => {
    const budgets = (JSON.parse(readFileSync(BUDGETS_FILE, 'utf8')) as Budgets).gzipBytes;
    const assets = builtAssets();
    const sizes = new Map(
      readdirSync(assets)
        .filter((file) => file.endsWith('.js'))
        .map((file) => [chunkName(file), gzipSync(readFileSync(join(assets, file)), { level: 9 }).length]),
    );
    const problems: string[] = [];
    for (const [name, size] of sizes) {
      const budget = budgets[name];
      if (budget === undefined)
        problems.push(`chunk '${name}' (${size} B gzip) has no budget in ${BUDGETS_FILE}`);
      else if (size > budget)
        problems.push(
          `chunk '${name}' is over its budget: ${size} B gzip, budget ${budget} B (${BUDGETS_FILE})`,
        );
    }
    for (const name of Object.keys(budgets)) {
      if (!sizes.has(name)) problems.push(`budget for chunk '${name}', which the build no longer makes`);
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('gives the chunks the page loads on start no style sheet of their own', () => {
    // Importing a chunk that has a sheet waits for the sheet, and the page is hydrated once the
    // app's chunk is here: a sheet of its own, asked for only once the page's script has run,
    // would hold the Play button back by a round trip. Their styles go in the page's CSS.
    const sheets = readdirSync(builtAssets()).filter((file) => /^(app|server)-[\w-]{8}\.css$/.test(file));
    expect(sheets).toEqual([]);
  });
});
