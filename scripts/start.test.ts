import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from './build-server.mjs';
import { buildWebApp, WEB_DIST, webBuildStale } from './start.mjs';

const outDir = mkdtempSync(join(tmpdir(), 'ringalong-start-build-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('npm start', () => {
  it("builds React's production bundle even with NODE_ENV=development in the environment", () => {
    // `npm test` builds the app as npm start does with NODE_ENV=development set (scripts/test.sh):
    // that build is read when it is fresh; run alone, the test builds one of its own.
    let dist = WEB_DIST;
    if (process.env.RINGALONG_BUILT_WITH_NODE_ENV !== 'development' || webBuildStale()) {
      const result = buildWebApp({
        env: { ...process.env, NODE_ENV: 'development' },
        viteArgs: ['--outDir', outDir, '--emptyOutDir'],
        stdio: 'pipe',
      });
      expect(result.status, String(result.stderr)).toBe(0);
      dist = outDir;
    }
    const assets = join(dist, 'assets');
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

describe('the compiled server', () => {
  const server = join(import.meta.dirname, '../apps/server');
  // Beside apps/server/dist, so it finds node_modules and the web build the same way dist does.
  const compiled = mkdtempSync(join(server, '.compiled-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'ringalong-compiled-data-'));
  let child: ChildProcess | undefined;
  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child?.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    }
    rmSync(compiled, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs with plain node: migrations applied, the API answers under /api, the page is served', async () => {
    await buildServer({ outDir: compiled });
    const entry = join(compiled, 'main.js');
    expect(readdirSync(compiled).filter((name) => name.endsWith('.ts'))).toEqual([]);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, [entry], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: base,
        DATA_DIR: dataDir,
        // Its log goes into `output`, which a failure prints.
        LOG_LEVEL: 'info',
      },
      stdio: 'pipe',
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    const ready = await poll(`${base}/health/ready`, () => child?.exitCode !== null);
    expect(ready?.status, output).toBe(200);
    const songs = await fetch(`${base}/api/songs/public`);
    expect(songs.status).toBe(200);
    expect(((await songs.json()) as { songs: unknown[] }).songs.length).toBeGreaterThan(0);
    const page = await fetch(`${base}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    // A deploy's SIGTERM stops it: cleanly, or, when closing outlasts its 30 s deadline (a round of
    // PGlite's upkeep under way on a heavily loaded machine), exiting 1 and saying so. A close that
    // fails is never accepted.
    const exited = new Promise<number | null>((resolve) => child?.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    const code = await exited;
    expect(output).not.toMatch(/could not close cleanly/);
    expect(code === 0 || /still closing 30 s after SIGTERM/.test(output), output).toBe(true);
  });
});

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * GETs `url` until it answers, or until `gaveUp` says the server is gone: a hang guard just inside
 * the test's five minutes (a compiled server's first start, PGlite's creation and the migrations,
 * took over a minute beside the other suites on a loaded 2-core machine, over three at a load of 30).
 */
async function poll(url: string, gaveUp: () => boolean): Promise<Response | undefined> {
  const deadline = Date.now() + 270_000;
  while (Date.now() < deadline && !gaveUp()) {
    const answer = await fetch(url).catch(() => undefined);
    if (answer) return answer;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return undefined;
}
