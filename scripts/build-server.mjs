// npm run build (with the web app): compiles the server and the workspace packages it imports
// (@ringalong/contract, @ringalong/song, TypeScript sources) to JavaScript in apps/server/dist,
// which `npm start` runs with plain `node`. Packages from node_modules stay imports. Code loaded
// on demand (the local sign-in provider) stays in chunks of its own, so production never loads it.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const server = join(root, 'apps/server');
export const SERVER_DIST = join(server, 'dist');
export const SERVER_ENTRY = join(SERVER_DIST, 'main.js');

/** The server's dependencies from node_modules: everything but our own workspace packages. */
function externalPackages() {
  const manifest = JSON.parse(readFileSync(join(server, 'package.json'), 'utf8'));
  return Object.keys(manifest.dependencies ?? {}).filter((name) => !name.startsWith('@ringalong/'));
}

/**
 * Compiles the server into `outDir` (main.js plus chunks, all at its top level, as src/layout.ts
 * expects) and copies the SQL migrations beside them.
 * @param {{ outDir?: string }} [options]
 */
export async function buildServer({ outDir = SERVER_DIST } = {}) {
  rmSync(outDir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: { main: join(server, 'src/main.ts') },
    outdir: outDir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    external: externalPackages().flatMap((name) => [name, `${name}/*`]),
    chunkNames: 'chunk-[hash]',
    sourcemap: true,
    logLevel: 'warning',
  });
  cpSync(join(server, 'src/db/migrations'), join(outDir, 'db/migrations'), { recursive: true });
}

// Run when started (`node scripts/build-server.mjs`), not when a test imports it.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await buildServer();
