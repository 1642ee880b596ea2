import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { SongMetadataBody } from '@ringalong/contract';
import { DEFAULT_SEARCH_CRITERIA } from '@ringalong/song';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { WEB_DIST, WEB_PAGE_RENDERER } from '../layout.ts';
import { searchSongsJson } from '../songs/repository.ts';
import { ShortCache } from '../songs/short-cache.ts';
import { COMPRESS_THRESHOLD_BYTES } from './compression.ts';
import { errorBody } from './errors.ts';
import {
  type FirstPageData,
  firstPage,
  loadPageRenderer,
  withScriptSources,
  withStyleSources,
} from './first-page.ts';
import { PackedPages, prefersBrotli } from './page-brotli.ts';
import { sessionCookieName } from './session.ts';
import { allowFraming, songPage, withHead } from './song-pages.ts';

/** First path segments that belong to the API or the sign-in provider, never to the web app. */
const API_SEGMENTS = new Set(['api', 'auth', 'user', 'users', 'songs', 'oidc', 'webhooks', 'checkout']);

const PLACEHOLDER = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Ringalong</title></head>
<body><main><h1>Ringalong</h1><p>The server is running, but the web app is not built yet.
Run <code>npm run build</code> and reload.</p></main></body></html>`;

/** The build's precompressed variants (see `precompress` in apps/web/vite.config.ts). */
const VARIANT = /\.(br|gz)$/;

/** URL paths of the built files that have a `.br` or `.gz` variant beside them. */
function pathsWithVariants(dist: string): Set<string> {
  const names = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((name) => VARIANT.test(name));
  return new Set(names.map((name) => `/${name.replace(VARIANT, '').split(sep).join('/')}`));
}

/** Adds a field to the Vary header, keeping those already there (CORS adds `Origin`). */
function addVary(reply: FastifyReply, field: string): void {
  const current = String(reply.getHeader('vary') ?? '');
  const fields = current.split(',').map((name) => name.trim().toLowerCase());
  if (!fields.includes(field)) reply.header('vary', current ? `${current}, ${field}` : field);
}

function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split(/[?#]/)[0] ?? '/';
  const first = path.split('/')[1] ?? '';
  // A missing file (a name with an extension) is a 404, not the app page.
  return !API_SEGMENTS.has(first) && !/\.[a-z0-9]+$/i.test(path);
}

/**
 * Serves the built web app and answers every other page path (`/`, `/success`) with its
 * index.html, so the app's own routing takes over.
 */
export async function webPlugin(
  app: FastifyInstance,
  options: { distDir?: string; pageRenderer?: string } = {},
): Promise<void> {
  const dist = options.distDir ?? WEB_DIST;
  const indexPath = `${dist}/index.html`;
  const built = existsSync(indexPath);
  const indexHtml = built ? readFileSync(indexPath, 'utf8') : PLACEHOLDER;

  if (built) {
    const withVariants = pathsWithVariants(dist);
    await app.register(async (files) => {
      // Caches must keep the encodings of a file apart, its plain answer included.
      files.addHook('onSend', async (request, reply, payload) => {
        if (withVariants.has(request.routeOptions.url ?? '')) addVary(reply, 'accept-encoding');
        return payload;
      });
      await files.register(fastifyStatic, {
        root: dist,
        index: false,
        wildcard: false,
        cacheControl: false,
        // Sends `name.br` or `name.gz` to a client that accepts it, the file itself otherwise; the
        // variants get no routes of their own. Each variant is its own file, so its ETag (size and
        // time, weak) is its own too, and a 304 is only ever answered for the encoding asked for.
        preCompressed: true,
        // index.html is the page, rendered below: as the service worker keeps it for offline
        // starts, it must carry the page's own policy (its inline script and styles allowed).
        globIgnore: ['**/*.br', '**/*.gz', 'index.html'],
        setHeaders(res, path) {
          // Vite puts a content hash in every asset name, so those never change.
          const immutable = path.includes('/assets/');
          res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    });
  }

  const page = firstPage(
    indexHtml,
    built ? await loadPageRenderer(options.pageRenderer ?? WEB_PAGE_RENDERER) : null,
  );
  /** The library's first query, as the app makes it on start (the store's INITIAL_LIBRARY). */
  const firstQuery = { ...DEFAULT_SEARCH_CRITERIA, is_public: true };
  // Every visit reads it: its view counts may lag a second, as the API's demo list's do.
  const firstLists = new ShortCache<SongMetadataBody[]>(1000);
  const loadFirstList = async () =>
    JSON.parse(await searchSongsJson(app.db, { kind: 'demo' }, firstQuery)) as SongMetadataBody[];
  const readFirstList = () => firstLists.get('first', loadFirstList);
  const packedPages = new PackedPages();
  /** Sends the app's page rendered from `data`, with `head` in place of its title when given. */
  const sendPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    data: FirstPageData,
    head?: string,
  ) => {
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string') {
      reply.header('content-security-policy', withScriptSources(policy, page.scriptSources));
    }
    // It carries data that changes (view counts) and differs by the session cookie.
    addVary(reply, 'cookie');
    const html = await page.render(data, (error) =>
      request.log.error({ err: error }, 'first page: the page could not be rendered'),
    );
    const sent = head ? withHead(html, head) : html;
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    addVary(reply, 'accept-encoding');
    const packed =
      sent.length >= COMPRESS_THRESHOLD_BYTES && prefersBrotli(request.headers['accept-encoding'])
        ? packedPages.get(sent)
        : undefined;
    // Otherwise the compression plugin packs it as the client asks.
    if (!packed) return reply.send(sent);
    // The policy allows the page's inline styles, read from its markup: the security plugin's
    // hook reads a page sent as text, not one sent packed.
    const packedPolicy = reply.getHeader('content-security-policy');
    if (typeof packedPolicy === 'string')
      reply.header('content-security-policy', withStyleSources(packedPolicy, sent));
    return reply.header('content-encoding', 'br').send(packed);
  };
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply, shell = false) => {
    // A visitor with a session cookie may be signed in, and then sees another list (or kept
    // work): the page has only the header, and the library comes with the app. So has the app's
    // shell (`/index.html`), which the service worker keeps to start with when offline.
    const library = !shell && !request.cookies[sessionCookieName(app.config)];
    let songs = null;
    if (library) {
      try {
        songs = await readFirstList();
      } catch (error) {
        // The app asks for the list itself; the page has the header only until then.
        request.log.warn({ err: error }, 'first page: the library list could not be read');
      }
    }
    return sendPage(request, reply, { songs });
  };
  /** A song's address or its embedded player (song-pages.ts). */
  const sendSongPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const { status, data, head, embed } = await songPage(app, request, reply);
    if (embed) allowFraming(reply);
    return sendPage(request, reply.code(status), data, head);
  };
  // The first renderings load the renderer's code and run it once on the library's first page
  // as a visitor gets it (the first such page took 0.9 s on a busy machine, the next ones 10 to
  // 60 ms): done now, not on a visitor's time. The library's is not waited for, so a database
  // slow to answer does not hold the start; a visit meanwhile with the same list shares the
  // rendering under way.
  const failed = (error: unknown) =>
    app.log.error({ err: error }, 'first page: the page could not be rendered');
  // Each rendering ahead is packed ahead too (PackedPages), so that the first visit gets it packed.
  const renderAhead = async (data: FirstPageData) => {
    const html = await page.render(data, failed);
    if (built) packedPages.get(html);
  };
  await renderAhead({ songs: null });
  if (built) {
    // Read apart from the visits' list, which a list read before the demo songs are in must not fill.
    void searchSongsJson(app.db, { kind: 'demo' }, firstQuery).then(
      (json) => renderAhead({ songs: JSON.parse(json) as SongMetadataBody[] }),
      () => undefined,
    );
  }
  if (built) renderAheadOfVisits(app, () => firstLists.refresh('first', loadFirstList), renderAhead);
  app.get('/', sendIndex);
  app.get('/s/*', sendSongPage);
  app.get('/embed/*', sendSongPage);
  if (built) app.get('/index.html', (request, reply) => sendIndex(request, reply, true));

  app.setNotFoundHandler((request, reply) => {
    if (isPageRequest(request)) return sendIndex(request, reply);
    return reply
      .code(404)
      .send(errorBody(404, `No route for ${request.method} ${request.url.split('?')[0]}`));
  });
}

/** At most one rendering ahead per this time: the visits' list may lag as long (`firstLists`). */
const AHEAD_EVERY_MS = 1000;

/**
 * A counted view of a demo song changes the first page's list (its view counts). The list is read
 * and its page rendered right then, so that the next visit finds both ready instead of rendering
 * on its own time (in a bench round after a Play, 10 to 100 ms of the page's answer on a busy
 * machine). One at a time, and at most one per AHEAD_EVERY_MS: changes meanwhile are read once
 * that time is up.
 */
function renderAheadOfVisits(
  app: FastifyInstance,
  readList: () => Promise<SongMetadataBody[]>,
  render: (data: FirstPageData) => Promise<void>,
): void {
  let running = false;
  let lastStart = Number.NEGATIVE_INFINITY;
  let timer: NodeJS.Timeout | undefined;
  const later = (ms: number) => {
    timer = setTimeout(run, ms);
    timer.unref();
  };
  function run() {
    timer = undefined;
    const wait = lastStart + AHEAD_EVERY_MS - Date.now();
    if (running || wait > 0) return later(Math.max(wait, AHEAD_EVERY_MS / 10));
    running = true;
    lastStart = Date.now();
    readList()
      .then((songs) => render({ songs }))
      .catch(() => undefined)
      .finally(() => {
        running = false;
      });
  }
  const stop = app.songLists.onDemoListChange(() => {
    if (!timer) run();
  });
  app.addHook('onClose', async () => {
    stop();
    clearTimeout(timer);
  });
}
