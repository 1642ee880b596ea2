/**
 * How every test and benchmark here launches Chromium: Debian's build (browser downloads are
 * impossible on our machines), headless, with the network-chatty features off (the machines
 * refuse outside connections, many at a time) and audio allowed to start without a gesture.
 */
export const chromiumExecutable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
