// Keeps package-lock.json usable by `npm ci` on our machines.
//
// Our registry mirror lacks most of Biome's per-platform binary packages (@biomejs/cli-darwin-*,
// -win32-*, -android-*, -*-musl answer 404). `npm install` then leaves them out of the lock
// file, and `npm ci` refuses a lock file that misses optional dependencies. Each of them only
// installs on its own platform, so recording them with their os/cpu/libc lets `npm ci` skip them
// without fetching. Runs as the root postinstall; changes the lock file only when one is missing.
import { readFileSync, writeFileSync } from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const biome = lock.packages?.['node_modules/@biomejs/biome'];

const platforms = {
  'android-arm64': ['android', 'arm64'],
  'android-x64': ['android', 'x64'],
  'darwin-arm64': ['darwin', 'arm64'],
  'darwin-x64': ['darwin', 'x64'],
  'linux-arm64': ['linux', 'arm64', 'glibc'],
  'linux-x64': ['linux', 'x64', 'glibc'],
  'linux-arm64-musl': ['linux', 'arm64', 'musl'],
  'linux-x64-musl': ['linux', 'x64', 'musl'],
  'win32-arm64': ['win32', 'arm64'],
  'win32-x64': ['win32', 'x64'],
};

let added = 0;
for (const name of Object.keys(biome?.optionalDependencies ?? {})) {
  const key = `node_modules/${name}`;
  if (lock.packages[key]) continue;
  const platform = platforms[name.replace('@biomejs/cli-', '')];
  if (!platform) continue;
  const [os, cpu, libc] = platform;
  lock.packages[key] = {
    version: biome.optionalDependencies[name],
    cpu: [cpu],
    dev: true,
    license: 'MIT OR Apache-2.0',
    optional: true,
    os: [os],
    ...(libc ? { libc: [libc] } : {}),
    engines: { node: '>=14.21.3' },
  };
  added += 1;
}

if (added > 0) {
  writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`package-lock.json: recorded ${added} platform-only Biome package(s) for npm ci`);
}
