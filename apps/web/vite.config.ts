import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip as gzipCallback } from 'node:zlib';
import { gzipAsync as zopfli } from '@gfx/zopfli';
import react from '@vitejs/plugin-react';
import Beasties from 'beasties';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** Text: the build has no other files (the bells are synthesized in the browser, not fetched). */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;
const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCallback);
/** Bytes over which a file is compressed at levels that take seconds, not minutes. */
const LARGE = 1_000_000;

/**
 * Writes `name.br` and `name.gz` beside every compressible file of the build, at the highest
 * levels (the server sends them as they are, `@fastify/static`'s `preCompressed`). A variant that
 * is not smaller than its file is not written, and the server then sends the file itself.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'ringalong-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file);
          const bytes = await readFile(path);
          const variants: [string, Buffer][] = [
            [
              '.br',
              await brotli(bytes, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: bytes.length > LARGE ? 9 : constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
                },
              }),
            ],
            // The gzip variant from Zopfli: still gzip to every client, about 4% smaller than
            // zlib's best level (3.4 KB of the start-up JavaScript), for a few seconds more per build.
            // A file over 1 MB (the staff view's engraver, 8 MB) takes zlib's best level: Zopfli
            // would spend minutes of every build on it for a few percent.
            [
              '.gz',
              bytes.length > LARGE
                ? await gzip(bytes, { level: 9 })
                : Buffer.from(await zopfli(bytes, { numiterations: 15 })),
            ],
          ];
          for (const [extension, packed] of variants) {
            if (packed.length < bytes.length) await writeFile(path + extension, packed);
          }
        }),
      );
    },
  };
}

/**
 * The deliberate chunks, each started by a `<name>.chunk.ts(x)` file under src/ that one `loadOnce`
 * (or a lazily drawn part) imports, in the order they claim what they import: a namespace the page
 * does not load first goes to the first chunk here that reaches it. The app's chunk (the library
 * and the note tools) and the store's server flows with the API client, the validator (zod) and
 * the service worker's registration are fetched with the page (module preloads); the editor's (its layers, the choir view, Ring along) at the first sign of
 * interaction or first use; the dialogs (with the library's archive controls, the MIDI keyboard
 * and a rehearsal room's code) when one is first wanted, or in idle time after the first
 * interaction; the sound (the engine and Tone.js) on the first interaction; the music files
 * (Import music's and Print's readers and drawing, the staff view, Export's encoders and Export
 * all's zip) when first used; the staff view's engraver (Verovio, megabytes) only when the staff
 * view or its print first draws; the songs kept in IndexedDB and the queued saves when a song is
 * first opened or saved. scripts/dynamic-imports.test.ts keeps them at most eight.
 * apps/web/chunk-budgets.json holds each one's size budget (scripts/chunk-budgets.test.ts).
 */
export const CHUNKS = [
  'app',
  'editor',
  'server',
  'dialogs',
  'sound',
  'music-files',
  'verovio',
  'kept-songs',
] as const;

const chunkFile = (name: string) => new RegExp(`[\\/]${name}\\.chunk\\.tsx?$`);

/** What the page needs right after its first paint: the library, and the server chunk its first reads call. */
const STARTUP_CHUNKS: readonly string[] = ['app', 'server'];

/**
 * The start-up chunks are dynamic imports, so the browser would ask for them only once the main
 * script has run: `modulepreload` links in the HTML fetch them alongside the main script.
 */
function startupLinks(): Plugin {
  return {
    name: 'ringalong-startup-links',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter((file) => file.type === 'chunk');
        const startup = chunks.filter((file) => STARTUP_CHUNKS.includes(file.name));
        // The first sound's chunks (the engine and Tone.js, with what they import beyond the
        // main script), named for src/audio/prefetch.ts to fetch once the user starts to interact.
        const entry = chunks.find((file) => file.isEntry);
        const onPage = new Set([entry?.fileName, ...(entry?.imports ?? [])]);
        const sound = new Set<string>();
        const add = (fileName: string) => {
          const file = context.bundle?.[fileName];
          if (file?.type !== 'chunk' || onPage.has(fileName) || sound.has(fileName)) return;
          sound.add(fileName);
          for (const imported of file.imports) add(imported);
        };
        for (const file of chunks) if (file.name === 'sound') add(file.fileName);
        return [
          ...startup.map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file.fileName}` },
            injectTo: 'head' as const,
          })),
          {
            tag: 'meta',
            attrs: {
              name: 'ringalong-sound-chunks',
              content: [...sound].map((name) => `/${name}`).join(' '),
            },
            injectTo: 'head' as const,
          },
        ];
      },
    },
  };
}

/**
 * The CSS the first page uses goes into the page itself, so the header and the library the server
 * renders are painted when the page arrives, without waiting for a stylesheet (the
 * Content-Security-Policy allows inline style by hash). The browser's build puts the whole entry
 * CSS inline; once the page's renderer is built (`firstPageCss`, the server build), only the rules
 * the rendered page uses stay inline and the whole stylesheet loads at the end of the body: the
 * page paints before it arrives, and the app's script waits for it (deferred scripts wait for the
 * style sheets before them), so nothing the app draws is ever unstyled.
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'ringalong-inline-entry-css',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
          (tag, fileName: string) => {
            const asset = context.bundle?.[fileName];
            if (asset?.type !== 'asset') return tag;
            return `<style>${String(asset.source).trim()}</style>`;
          },
        );
      },
    },
  };
}

/**
 * The server's build of the first page (`vite build --ssr src/render-page.tsx`, see
 * src/render-page.tsx): one module with its dependencies (React's server renderer included), so
 * the compiled server loads it with plain `node`; out of the browser's folder, which the server
 * serves as files. What it imports lazily stays in chunks beside it, loaded only if called.
 */
const ssrBuild = (): UserConfig => ({
  plugins: [react(), firstPageCss()],
  // React's build chosen by the environment this is built in (production for `npm run build`,
  // as the browser's build always is: scripts/start.mjs), not by the NODE_ENV the server runs
  // with (the embedded default is development): React's development renderer made every
  // rendering of the first page two to three times slower. The markup is the same either way;
  // the JSX is compiled for the same build.
  define: { 'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV ?? 'production') },
  ssr: { noExternal: true },
  build: { outDir: 'dist-ssr', emptyOutDir: true, copyPublicDir: false },
});

/**
 * After the page's renderer is built: the browser build's index.html keeps inline only the CSS
 * rules that the first pages use (Beasties matches each rule against the rendered markup: the
 * header alone, and the header with the library's first page), and loads the whole entry CSS at
 * the end of the body. `FIRST_PAGE_CSS_KEEP` are rules for states the markup is not rendered in
 * but the page shows before its script runs (kept work, a visitor offline: index.html's script).
 */
function firstPageCss(): Plugin {
  let root = '.';
  return {
    name: 'ringalong-first-page-css',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async closeBundle() {
      const dist = resolve(root, 'dist');
      const indexPath = join(dist, 'index.html');
      const html = await readFile(indexPath, 'utf8');
      const inline = /<style>([\s\S]*?)<\/style>/.exec(html);
      const cssFile = (await readdir(join(dist, 'assets'))).find((name) => /^index-.*\.css$/.test(name));
      if (!inline || !cssFile) return;
      const { renderPage } = (await import(
        pathToFileURL(resolve(root, 'dist-ssr/render-page.js')).href
      )) as typeof import('./src/render-page.tsx');
      const markups = [await renderPage({ songs: null }), await renderPage({ songs: SAMPLE_SONGS })];
      const link = `<link rel="stylesheet" href="/assets/${cssFile}">`;
      const critical = await new Beasties({
        path: dist,
        publicPath: '/',
        pruneSource: false,
        reduceInlineStyles: false,
        mergeStylesheets: false,
        logLevel: 'warn',
        allowRules: FIRST_PAGE_CSS_KEEP,
      }).process(
        `<!doctype html><html class="kept-work offline-visitor"><head>${link}</head><body>${markups
          .map((markup) => `<div id="root">${markup}</div>`)
          .join('')}</body></html>`,
      );
      const used = /<style>([\s\S]*?)<\/style>/.exec(critical)?.[1];
      if (!used) throw new Error('first page CSS: Beasties kept no rule');
      const page = html
        .replace(inline[0], () => `<style>${used}</style>`)
        .replace('</body>', () => `${link}\n  </body>`);
      await writeFile(indexPath, page);
      await Promise.all([
        writeFile(`${indexPath}.br`, await brotli(page)),
        writeFile(`${indexPath}.gz`, await gzip(page)),
      ]);
    },
  };
}

/** Rules for the page's states before its script runs, which no rendered markup shows. */
const FIRST_PAGE_CSS_KEEP = [/\.kept-work/, /\.offline-visitor/];

/** The library's first page as a visitor may see it: every kind of card (demo, graded, long title). */
const SAMPLE_SONGS = [
  {
    song_id: 1,
    title: 'Ode to Joy',
    display_name: 'Ringalong',
    user_id: null,
    is_public: true,
    is_demo: true,
    bell_count: 8,
    view_count: 12,
    revision: 1,
    difficulty: 2,
  },
  {
    song_id: 2,
    title: 'A piece with a title long enough to wrap on a phone',
    display_name: 'A ringer',
    user_id: 7,
    is_public: true,
    is_demo: false,
    bell_count: 25,
    view_count: 0,
    revision: 3,
    difficulty: null,
  },
];

/*
 * SERVER_PATHS: the first path segments of the server's own pages and API
 * (apps/server/src/plugins/web.ts `API_SEGMENTS`), which the service worker leaves alone.
 */
/**
 * The installed app (docs/offline.md): its web manifest, and a service worker (Workbox's, made by
 * vite-plugin-pwa) that keeps the app's files, the start-up chunks and every lazy chunk but the
 * staff view's engraver (megabytes), and answers a page navigation (`/`, `/s/<id>`, `/success`)
 * with the kept app page when the network does not. API answers are not
 * kept by it: the app keeps the songs it opened and saved itself. The page registers the worker
 * once it has loaded (src/offline/register.ts); a new version waits until the user reloads.
 */
function installedApp(): Plugin[] {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180.png'],
    manifest: {
      name: 'Ringalong',
      short_name: 'Ringalong',
      description: 'Compose and ring handbell music in the browser',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      // The header's white (app.css), so the installed app's title bar runs into it.
      theme_color: '#ffffff',
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      // The staff view's engraver (8 MB) is fetched when the staff view first draws, as before.
      globIgnores: ['**/verovio-*.js'],
      // Page navigations go to the network as before (the server renders the page with the
      // library's first page); only when it does not answer does the kept app page (index.html,
      // rendered by the server as the app's shell: web.ts) start the app. The server's own pages
      // (sign-in, checkout) and the API are left alone. The function is written into sw.js as it
      // is, so the paths are spelled in it (SERVER_PATHS).
      navigateFallback: null,
      runtimeCaching: [
        {
          urlPattern: ({ request, url }) =>
            request.mode === 'navigate' &&
            !/^\/(api|auth|user|users|songs|oidc|webhooks|checkout)(\/|$)/.test(url.pathname),
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: '/index.html' } },
        },
      ],
      cleanupOutdatedCaches: true,
    },
  });
}

/** The web app as the browser loads it. */
const BROWSER_BUILD = {
  plugins: [react(), startupLinks(), inlineEntryCss(), precompress(), installedApp()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser we serve has native modulepreload (Safari 17, Firefox 115); older ones still
    // load the chunks, only without the head start.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Whatever the page imports before its first paint goes in one file: five small ones cost
        // more bytes and requests than one (React otherwise sits in a chunk of its own). Then one
        // file per deliberate chunk, with what it imports that the page has not loaded already.
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'] },
            ...CHUNKS.map((name) => ({ name, test: chunkFile(name) })),
          ],
        },
      },
    },
  },
  server: { port: 5173 },
} satisfies UserConfig;

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? ssrBuild() : BROWSER_BUILD));
