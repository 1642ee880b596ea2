/**
 * Serves one build of a benchmark page (its dist folder: index.html and scripts) on a port of its
 * own, on 127.0.0.1. The audio and export benchmarks load their pages from here.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript' };

export async function servePage(dist: string): Promise<{ server: Server; url: string }> {
  const server = createServer(async (req, res) => {
    const asked = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(
      /^\/+/,
      '',
    );
    const path = asked === '' ? 'index.html' : asked;
    try {
      const body = await readFile(join(dist, path));
      res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}
