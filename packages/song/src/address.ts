/**
 * A song's address (issue 30): `/s/<id>-<slug>` opens it in the player, `/s/<id>` alone too (the
 * app then shows the canonical form), `/embed/<id>` is its read-only player for another site's
 * page. The slug is only for people reading the link: the id alone says which song it is.
 */

/** The longest slug kept (a long title's link stays short enough to read and to print). */
const SLUG_MAX = 60;

/** 'Ode to Joy (in G)' -> 'ode-to-joy-in-g': lower case letters and digits, dashes between words. */
export function songSlug(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  if (words.length <= SLUG_MAX) return words;
  const cut = words.slice(0, SLUG_MAX);
  const lastDash = cut.lastIndexOf('-');
  return lastDash > SLUG_MAX / 2 ? cut.slice(0, lastDash) : cut;
}

/** The canonical path of a stored song: `/s/12-ode-to-joy`, or `/s/12` for a title with no letters. */
export function songPath(id: number, title: string): string {
  const slug = songSlug(title);
  return slug ? `/s/${id}-${encodeURIComponent(slug)}` : `/s/${id}`;
}

/** The path of a song's embeddable player. */
export function embedPath(id: number): string {
  return `/embed/${id}`;
}

export interface SongAddress {
  readonly kind: 'song' | 'embed';
  readonly id: number;
}

const SONG_PATH = /^\/s\/([1-9]\d{0,14})(?:-[^/]*)?\/?$/;
const EMBED_PATH = /^\/embed\/([1-9]\d{0,14})\/?$/;

/** The song a path names (`/s/<id>[-slug]` or `/embed/<id>`), or null for any other path. */
export function parseSongAddress(path: string): SongAddress | null {
  const song = SONG_PATH.exec(path);
  if (song?.[1]) return { kind: 'song', id: Number(song[1]) };
  const embed = EMBED_PATH.exec(path);
  if (embed?.[1]) return { kind: 'embed', id: Number(embed[1]) };
  return null;
}
