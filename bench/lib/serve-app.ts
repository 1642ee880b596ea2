/**
 * Serves a built web app (index.html for every route, the files under it as they are) on a free
 * loopback port, with the API answered as for a visitor nobody signed in: 401 on /api/auth/me,
 * an empty list elsewhere.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.svg': 'image/svg+xml',
  '.wav': 'audio/wav',
};

export function serveApp(dist: string): Promise<Server> {
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    if (path.startsWith('/api/')) {
      const signedOut = path === '/api/auth/me';
      response.writeHead(signedOut ? 401 : 200, { 'content-type': 'application/json' });
      response.end(
        signedOut ? '{"statusCode":401,"error":"Unauthorized","message":"Sign in"}' : '{"songs":[]}',
      );
      return;
    }
    const file = path === '/' || !extname(path) ? '/index.html' : normalize(path);
    try {
      const body = await readFile(join(dist, file));
      response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}
