/**
 * The pages of a song's address (docs/addresses.md): `/s/<id>[-slug]` opens the song in the
 * player, `/embed/<id>` is its read-only player for another site's page. Each is the app's own
 * page (the same shell, so a reload or the service worker's fallback works) with the song's data
 * added for the app to open, and the song's link preview in the head. A song the visitor may not
 * open (another's private song) is answered exactly as a song that does not exist.
 */
import { parseSongAddress, songPath } from '@ringalong/song';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../html.ts';
import { type AddressedSong, findAddressedSong } from '../songs/address.ts';
import type { FirstPageData } from './first-page.ts';
import { sessionOf } from './session.ts';

/** What a song page sends: its status, the data the app starts from, and the head's metadata. */
export interface SongPage {
  readonly status: 200 | 404;
  readonly data: FirstPageData;
  /** The head's title and link-preview elements, put in place of the page's `<title>`. */
  readonly head: string;
  readonly embed: boolean;
}

const PAGE_TITLE = /<title>[^<]*<\/title>/;
const PAGE_DESCRIPTION = /\s*<meta name="description"[^>]*>/;

/** The page with `head` in place of its title and description. */
export function withHead(html: string, head: string): string {
  return html.replace(PAGE_DESCRIPTION, '').replace(PAGE_TITLE, () => head);
}

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** The song's link preview: title, creator and bell count; every value escaped. */
export function previewHead(song: AddressedSong['metadata'], publicUrl: string): string {
  const url = `${publicUrl}${songPath(song.song_id, song.title)}`;
  const description = `A handbell song by ${song.display_name} for ${plural(song.bell_count, 'bell')}, to play and ring along with on Ringalong.`;
  const attr = escapeHtml;
  return [
    `<title>${escapeHtml(song.title)} · Ringalong</title>`,
    `<meta name="description" content="${attr(description)}" />`,
    `<link rel="canonical" href="${attr(url)}" />`,
    `<meta property="og:site_name" content="Ringalong" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${attr(song.title)}" />`,
    `<meta property="og:description" content="${attr(description)}" />`,
    `<meta property="og:url" content="${attr(url)}" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="twitter:title" content="${attr(song.title)}" />`,
    `<meta name="twitter:description" content="${attr(description)}" />`,
  ].join('\n    ');
}

/** The one head of every address that opens nothing: it says nothing of any song. */
export const NOT_FOUND_HEAD = [
  '<title>Song not found · Ringalong</title>',
  '<meta name="robots" content="noindex" />',
].join('\n    ');

/**
 * The page for a song's address: the song and its preview when the visitor may open it, else the
 * one 'not found' page (404), the same for a missing song, another's private song and a path
 * naming no song.
 */
export async function songPage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SongPage> {
  const path = request.url.split(/[?#]/)[0] ?? '/';
  const address = parseSongAddress(path);
  const embed = address ? address.kind === 'embed' : path.startsWith('/embed/');
  // An embedded player signs no one in: a framed page gets no session cookie from most browsers
  // anyway, and a private song stays off other sites.
  const session = address && !embed ? await sessionOf(app, request, reply, false) : null;
  const found = address ? await findAddressedSong(app, address.id, session?.user ?? null) : null;
  if (!found) {
    return {
      status: 404,
      data: { songs: null, address: { song: null, embed } },
      head: NOT_FOUND_HEAD,
      embed,
    };
  }
  const song = { failed: false, ...found.metadata, song_object: JSON.parse(found.documentText) as object };
  return {
    status: 200,
    data: { songs: null, address: { song, embed } },
    head: previewHead(found.metadata, app.config.publicUrl),
    embed,
  };
}

/**
 * An embedded player may be framed by any site (`frame-ancestors *`, no X-Frame-Options); every
 * other page of the app keeps refusing to be framed (security.ts).
 */
export function allowFraming(reply: FastifyReply): void {
  reply.removeHeader('x-frame-options');
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string') {
    reply.header('content-security-policy', policy.replace(/frame-ancestors [^;]*/, 'frame-ancestors *'));
  }
}
