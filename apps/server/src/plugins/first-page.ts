import { createHash } from 'node:crypto';
import type { SongMetadataBody } from '@ringalong/contract';
import { escapeHtml } from '../html.ts';

/**
 * The web app's index.html carries its first picture: the header and the Song Library (see the
 * comments there). The server fills the library's first page into it for each request, from the
 * card template the page holds, so what a visitor sees first is the real list; the app still
 * makes the spec's start-up calls and then shows the same.
 */
const CARD_TEMPLATE = /<template id="first-paint-song-card">([\s\S]*?)<\/template>\s*/;
const LIBRARY = /<!--library-->[\s\S]*?<!--\/library-->/;
const SONGS = /<!--songs-->[\s\S]*?<!--\/songs-->/;
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;
const FIELD = /\{(title|creator|bells|views)\}/g;

/** As the app's SongCard writes it: '1 bell', '8 bells'. */
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

export interface FirstPage {
  /** The page; `songs` null leaves the library's 'Fetching songs' line as the page has it. */
  render(options: { readonly library: boolean; readonly songs: readonly SongMetadataBody[] | null }): string;
  /** CSP sources (`'sha256-...'`) for the page's inline scripts, which must run before first paint. */
  readonly scriptSources: readonly string[];
}

export function firstPage(html: string): FirstPage {
  const card = CARD_TEMPLATE.exec(html)?.[1] ?? null;
  const page = html.replace(CARD_TEMPLATE, '');
  const scriptSources = [...page.matchAll(INLINE_SCRIPT)].map(
    ([, script]) =>
      `'sha256-${createHash('sha256')
        .update(script ?? '')
        .digest('base64')}'`,
  );
  const cardFor = (song: SongMetadataBody, template: string) => {
    const fields: Record<string, string> = {
      title: song.title,
      creator: song.display_name,
      bells: plural(song.bell_count, 'bell'),
      views: plural(song.view_count, 'view'),
    };
    // One pass: a title that reads '{creator}' stays that text.
    return template.replace(FIELD, (_match, name: string) => escapeHtml(fields[name] ?? ''));
  };
  return {
    scriptSources,
    render({ library, songs }) {
      if (!library) return page.replace(LIBRARY, '');
      if (!songs || songs.length === 0 || card === null) return page;
      const list = `<ul class="lib-songs">${songs.map((song) => cardFor(song, card)).join('')}</ul>`;
      return page.replace(SONGS, () => list);
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
