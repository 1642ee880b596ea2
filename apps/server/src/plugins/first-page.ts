import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { SongMetadataBody } from '@ringalong/contract';

/**
 * The first page: the web app's index.html with its root element filled by the app's own React
 * components, rendered here by the web app's server build (apps/web/src/render-page.tsx, built
 * by `vite build --ssr` into apps/web/dist-ssr), and the data they were rendered from beside it as
 * JSON, from which the app starts and hydrates the markup. Without that build (a server run
 * before `npm run build`), the page goes as it is and the app draws itself.
 */

/** What the web app renders the page from (apps/web/src/store/first-page.ts). */
export interface FirstPageData {
  readonly songs: readonly SongMetadataBody[] | null;
  /**
   * A song's address (`/s/<id>`, `/embed/<id>`, song-pages.ts): the song as opening it answers
   * (metadata and `song_object`), or null when it is not found or not the visitor's to open.
   */
  readonly address?: { readonly song: object | null; readonly embed: boolean };
}

/** What the markup is drawn from: the song an address names is loaded by the app, not drawn here. */
function markupData(data: FirstPageData): FirstPageData {
  return data.address?.embed ? { songs: null, address: { song: null, embed: true } } : { songs: data.songs };
}

/** The web app's server entry, as `render-page.tsx` exports it. */
interface PageRenderer {
  renderPage(data: FirstPageData): Promise<string>;
}

const ROOT = '<div id="root"></div>';
/** Comments in index.html: notes for whoever reads the source. */
const NOTES = /[ \t]*<!--[\s\S]*?-->\n?/g;
/** Renderings kept: the header alone, the library's first page, and a song's address or two. */
const KEPT_RENDERINGS = 4;
const DATA_ID = 'first-page-data';
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;
/** The page's early start of the start-up calls (who is signed in, the library's first page). */
const STARTUP_CALLS = /\s*<script src="\/startup-calls\.js" defer><\/script>/;

/**
 * JSON inside an HTML script element: nothing in it can end the element or open a comment
 * (`<`, `>` and `&` as JSON escapes, which read back as the same characters), and the two line
 * separators JavaScript once refused, escaped too.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Loads the web app's server entry; null when it is not built. */
export async function loadPageRenderer(path: string): Promise<PageRenderer | null> {
  if (!existsSync(path)) return null;
  return (await import(pathToFileURL(path).href)) as PageRenderer;
}

export interface FirstPage {
  /**
   * The page, rendered from `data`. Should the rendering fail, `failed` is told and the page goes
   * as it is (the app then draws itself, as on a server run before the build).
   */
  render(data: FirstPageData, failed?: (error: unknown) => void): Promise<string>;
  /** CSP sources (`'sha256-...'`) for the page's inline scripts, which must run before first paint. */
  readonly scriptSources: readonly string[];
}

export function firstPage(source: string, renderer: PageRenderer | null): FirstPage {
  // The page's notes to its readers (index.html) are not sent: a tenth of its bytes before the
  // library (the markup's own comments, React's, are added after this).
  const html = source.replace(NOTES, '');
  const scriptSources = [...html.matchAll(INLINE_SCRIPT)].map(
    ([, script]) =>
      `'sha256-${createHash('sha256')
        .update(script ?? '')
        .digest('base64')}'`,
  );
  // The markup depends on the data alone, and the data changes seldom (a view count): the last
  // few renderings are kept by their data (a rendering costs 7-150 ms on a busy machine, the
  // whole page's answer otherwise about 1 ms), so that the header alone (a visitor who may be
  // signed in, the app's shell the service worker keeps) and the library's first page do not
  // push each other out.
  const kept = new Map<string, Promise<string>>();
  const markupFor = (json: string, data: FirstPageData) => {
    if (!renderer) return Promise.resolve('');
    let markup = kept.get(json);
    if (markup) {
      // The most recently used goes last, the least recently used first.
      kept.delete(json);
    } else {
      const rendered = renderer.renderPage(data);
      markup = rendered;
      rendered.catch(() => {
        if (kept.get(json) === rendered) kept.delete(json);
      });
    }
    kept.set(json, markup);
    for (const oldest of kept.keys()) {
      if (kept.size <= KEPT_RENDERINGS) break;
      kept.delete(oldest);
    }
    return markup;
  };
  return {
    scriptSources,
    async render(data, failed) {
      if (!renderer || !html.includes(ROOT)) return html;
      const escaped = jsonForScript(data);
      const drawn = markupData(data);
      let markup: string;
      try {
        markup = await markupFor(jsonForScript(drawn), drawn);
      } catch (error) {
        failed?.(error);
        return html;
      }
      const json = `<script type="application/json" id="${DATA_ID}">${escaped}</script>`;
      // A page that carries the answers to the start-up calls does not make them.
      // Nor does a song's address: it opens that song, not the library.
      const page = data.songs || data.address ? html.replace(STARTUP_CALLS, '') : html;
      return page.replace(ROOT, () => `<div id="root">${markup}</div>${json}`);
    },
  };
}

/** The page's Content-Security-Policy with its inline scripts allowed by hash, nothing else. */
export function withScriptSources(policy: string, sources: readonly string[]): string {
  if (sources.length === 0) return policy;
  return policy
    .split(';')
    .map((directive) =>
      directive.trim().startsWith('script-src ') ? `${directive} ${sources.join(' ')}` : directive,
    )
    .join(';');
}

const STYLE_ELEMENT = /<style>([\s\S]*?)<\/style>/g;
const STYLE_ATTRIBUTE = /\sstyle="([^"]*)"/g;
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * An HTML answer's policy with exactly its own inline styles allowed, by hash: its style elements,
 * and its style attributes (which need 'unsafe-hashes' beside their hashes). With none, the
 * policy is left as it is. Styles a script sets through the DOM (React's `style` prop) are not
 * inline markup and need nothing here.
 */
export function withStyleSources(policy: string, html: string): string {
  const decoded = (value: string) =>
    value
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const elements = new Set([...html.matchAll(STYLE_ELEMENT)].map(([, css]) => sha256(css ?? '')));
  const attributes = new Set(
    [...html.matchAll(STYLE_ATTRIBUTE)].map(([, css]) => sha256(decoded(css ?? ''))),
  );
  if (elements.size === 0 && attributes.size === 0) return policy;
  const sources = [...elements, ...(attributes.size > 0 ? ["'unsafe-hashes'", ...attributes] : [])];
  return policy
    .split(';')
    .map((directive) =>
      directive.trim().startsWith('style-src ') ? `${directive} ${sources.join(' ')}` : directive,
    )
    .join(';');
}
