// npm start: builds the web app and compiles the server when a build is missing or older than its
// sources, then runs the compiled server with plain `node` on its embedded defaults (PGlite under
// ./data, local sign-in provider, local checkout) at http://localhost:3000.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, SERVER_ENTRY } from './build-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const built = join(root, 'apps/web/dist/index.html');
/** The server's build of the first page, made right after the browser's. */
const pageBuilt = join(root, 'apps/web/dist-ssr/render-page.js');

/**
 * The environment the web app is built in: always production. With NODE_ENV=development in the
 * environment Vite would bundle React's development build (about 60 KB more JavaScript before any
 * interaction). The server itself still runs with the caller's NODE_ENV.
 * @param {NodeJS.ProcessEnv} env
 * @returns {NodeJS.ProcessEnv}
 */
export function webBuildEnv(env) {
  return { ...env, NODE_ENV: 'production' };
}

/**
 * Builds the web app the way `npm start` does: the browser's build, then the server's build of
 * the first page (apps/web/src/render-page.tsx, into apps/web/dist-ssr). `viteArgs` go to the
 * browser's `vite build`, and then the first page's build is left alone (tests build elsewhere).
 * @param {{ env?: NodeJS.ProcessEnv, viteArgs?: string[], stdio?: 'inherit' | 'pipe' }} [options]
 */
export function buildWebApp({ env = process.env, viteArgs = [], stdio = 'inherit' } = {}) {
  const extra = viteArgs.length > 0 ? ['--', ...viteArgs] : [];
  /** @param {string} script @param {string[]} [args] */
  const run = (script, args = []) =>
    spawnSync('npm', ['run', script, '-w', '@ringalong/web', ...args], {
      cwd: root,
      stdio,
      env: webBuildEnv(env),
    });
  const browser = run('build', extra);
  if (browser.status !== 0 || viteArgs.length > 0) return browser;
  return run('build:page');
}

/** @param {string} dir @returns {number} */
function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // Not sources: what builds and tests write (the browser tests' pictures go to .tmp as the build runs).
    if (['node_modules', 'dist', 'dist-ssr', '.tmp'].includes(entry.name)) continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/**
 * Whether `output` is missing or older than any file under `dirs` (or the given scripts).
 * @param {string} output @param {string[]} dirs @param {string[]} scripts @returns {boolean}
 */
function stale(output, dirs, scripts) {
  if (!existsSync(output)) return true;
  const sources = dirs.map((d) => newestMtime(join(root, d)));
  sources.push(...scripts.map((path) => statSync(path).mtimeMs));
  return statSync(output).mtimeMs < Math.max(...sources);
}

const self = fileURLToPath(import.meta.url);
const packages = ['packages/song', 'packages/contract'];

/** Whether apps/web/dist is missing or older than the web app's sources (or this script). */
export function webBuildStale() {
  // These scripts decide how the app is built, so a change to them rebuilds too.
  return stale(built, ['apps/web', ...packages], [self]) || !existsSync(pageBuilt);
}

/** The built web app's folder, as `npm start` and the compiled server serve it. */
export const WEB_DIST = join(root, 'apps/web/dist');

/** `node scripts/start.mjs --build`: builds both as npm start does, stale or not, and exits. */
async function main(buildOnly = process.argv.includes('--build')) {
  if (buildOnly || webBuildStale()) {
    console.log('Building the web app...');
    const result = buildWebApp();
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  if (
    buildOnly ||
    stale(SERVER_ENTRY, ['apps/server', ...packages], [self, join(root, 'scripts/build-server.mjs')])
  ) {
    console.log('Compiling the server...');
    await buildServer();
  }
  if (buildOnly) return;

  const server = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  });
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
    process.on(signal, () => server.kill(signal));
  }
  server.on('exit', (code) => process.exit(code ?? 0));
}

// Run when started (`node scripts/start.mjs`), not when a test imports the build step.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
