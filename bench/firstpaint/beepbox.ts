/**
 * BeepBox's built site, for comparison (the yardstick): not on npm and not part of this
 * project, so the bench measures it only when BEEPBOX_DIR names a folder holding a built BeepBox
 * (its `index.html` and `beepbox_editor.min.js`, such as the repository's `website/3_0`).
 * Served as a static host would: brotli for text, everything else as it is.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress } from 'node:zlib';
import type { RunningServer } from './server.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};
const TEXT = /\.(html|js|css|json|webmanifest)$/;
const brotli = promisify(brotliCompress);

export async function serveBeepBox(dir: string): Promise<RunningServer> {
  const packed = new Map<string, Buffer>();
  const server = createServer(async (request, response) => {
    const asked = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(
      /^\/+/,
      '',
    );
    const path = asked === '' ? 'index.html' : asked;
    try {
      const body = await readFile(join(dir, path));
      const headers: Record<string, string> = {
        'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
      };
      let sent: Buffer = body;
      if (TEXT.test(path) && /\bbr\b/.test(String(request.headers['accept-encoding']))) {
        sent = packed.get(path) ?? (await brotli(body));
        packed.set(path, sent);
        headers['content-encoding'] = 'br';
      }
      response.writeHead(200, headers).end(sent);
    } catch {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
