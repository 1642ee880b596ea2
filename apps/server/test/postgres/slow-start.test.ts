import { connect, createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/index.ts';
import { serverSecrets } from '../../src/db/schema/index.ts';
import { freshPostgresDatabase } from '../fresh-database.ts';

// In test/postgres/: it needs a real PostgreSQL server (the PostgreSQL pass of `npm test`).
const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) throw new Error('test/postgres needs DATABASE_URL: run it with scripts/with-postgres.sh');

/** How long the proxy holds the connection it slows: past the pool's 1 s bound for opening one. */
const SLOW_CONNECT_MS = 1500;

/**
 * A TCP proxy to PostgreSQL that holds back the second connection made through it for
 * SLOW_CONNECT_MS before passing it on, as a loaded machine once did: the start's first
 * connection (the migration's) is answered at once, the pool's first one is slow, the rest are not.
 */
async function slowSecondConnection(host: string, port: number): Promise<{ server: Server; port: number }> {
  let connections = 0;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    connections += 1;
    const wait = connections === 2 ? SLOW_CONNECT_MS : 0;
    sockets.add(client);
    client.pause();
    setTimeout(() => {
      const upstream = connect(port, host, () => {
        client.pipe(upstream);
        upstream.pipe(client);
        client.resume();
      });
      sockets.add(upstream);
      const end = () => {
        client.destroy();
        upstream.destroy();
      };
      upstream.on('error', end).on('close', end);
      client.on('error', end).on('close', end);
    }, wait);
  });
  server.on('close', () => {
    for (const socket of sockets) socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as { port: number }).port };
}

let proxy: { server: Server; port: number };
let database: { url: string; drop: () => Promise<void> };
beforeAll(async () => {
  database = await freshPostgresDatabase(adminUrl);
  const upstream = new URL(database.url);
  proxy = await slowSecondConnection(upstream.hostname, Number(upstream.port || 5432));
});
afterAll(async () => {
  await new Promise((resolve) => proxy.server.close(resolve));
  await database.drop();
});

it('a start whose first pooled connection is slow to open waits for it, then answers at once', async () => {
  const url = new URL(database.url);
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  const opened = await openDatabase({ databaseUrl: url.href, dataDir: ':memory:' });
  try {
    // What the app does first as it starts (its stored secrets): answered, not 'unavailable'.
    expect(await opened.db.select().from(serverSecrets)).toEqual([]);
  } finally {
    await opened.close();
  }
});
