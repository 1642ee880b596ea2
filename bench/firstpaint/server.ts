/** Starts the real server of a checkout (its own `apps/server`, serving its own `apps/web/dist`). */
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export interface RunningServer {
  readonly origin: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * The server on its embedded defaults (a fresh PGlite folder, the local sign-in provider), as
 * `npm start` runs it, on a free loopback port. Resolves once it answers.
 */
export async function startServer(checkout: string, scratch: string): Promise<RunningServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = join(scratch, `firstpaint-data-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, ['--import', 'tsx', join(checkout, 'apps/server/src/main.ts')], {
    cwd: checkout,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
  });
  const stop = async () => {
    await stopped(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the server in ${checkout} exited with ${child.exitCode}`);
    if (i > 240) {
      await stop();
      throw new Error(`the server in ${checkout} did not start`);
    }
    const status = await fetch(`${origin}/auth/me`).then(
      (r) => r.status,
      () => 0,
    );
    if (status) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  return { origin, stop };
}
