import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildWebApp } from './start.mjs';

const outDir = mkdtempSync(join(tmpdir(), 'ringalong-start-build-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('npm start', () => {
  it("builds React's production bundle even with NODE_ENV=development in the environment", () => {
    const result = buildWebApp({
      env: { ...process.env, NODE_ENV: 'development' },
      viteArgs: ['--outDir', outDir, '--emptyOutDir'],
      stdio: 'pipe',
    });
    expect(result.status, String(result.stderr)).toBe(0);
    const assets = join(outDir, 'assets');
    const scripts = readdirSync(assets)
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFileSync(join(assets, name), 'utf8'))
      .join('\n');
    // The development build calls jsxDEV for every element; the production build carries
    // React's minified error messages instead.
    expect(scripts).not.toContain('jsxDEV');
    expect(scripts).toContain('Minified React error');
  });
});
