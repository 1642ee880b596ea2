import { existsSync } from 'node:fs';

/**
 * How every test and benchmark here launches Chromium: Debian's builds (browser downloads are
 * impossible on our machines), headless, with the network-chatty features off (the machines
 * refuse outside connections, many at a time) and audio allowed to start without a gesture.
 */
export const chromiumExecutable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * What the journeys run: Chromium's headless shell (Debian's `chromium-headless-shell`, the same
 * Blink and V8 without the browser's window layer; Playwright's own default for headless runs).
 * The 141 journeys took 360 CPU seconds on it against 632 on the full browser (docs/testing.md),
 * and CPU is what the suite's time is made of on a 2-core machine. The web app's browser tests
 * (one page, its scripts) cost the same on both and keep the full browser, as do the benchmarks:
 * they measure what a visitor's Chrome does. Without the shell (a developer's machine that has
 * only `chromium`), the journeys run on the full browser. `CHROMIUM_TEST_PATH` chooses another.
 */
const headlessShell = '/usr/bin/chromium-headless-shell';
export const testChromiumExecutable =
  process.env.CHROMIUM_TEST_PATH ?? (existsSync(headlessShell) ? headlessShell : chromiumExecutable);

export const chromiumArgs: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--autoplay-policy=no-user-gesture-required',
];

export const chromiumLaunchOptions = { executablePath: chromiumExecutable, args: [...chromiumArgs] };

/** The journeys' launch options: the headless shell where it is installed (above). */
export const testChromiumLaunchOptions = { executablePath: testChromiumExecutable, args: [...chromiumArgs] };
