import type { Song, SongMetadata } from '@ringalong/song';
import { ALL_CLOSED, INITIAL_LIBRARY } from './initial.ts';
import type { AppData } from './types.ts';

/**
 * What the server knew when it rendered the first page (apps/web/src/render-page.tsx), sent
 * with it as JSON (`<script type="application/json" id="first-page-data">`) so that the app
 * starts from the same state and hydrates the markup as it is. `songs` is the library's first
 * page for a visitor with no session: that visitor is known to be signed out, and the library is
 * open on it. Null when the server could not say (a session cookie, or the list could not be
 * read): the page then has the header only, and the app asks as it always did.
 */
export interface FirstPageData {
  readonly songs: readonly SongMetadata[] | null;
  /** On a song's address (`/s/<id>`, `/embed/<id>`): the song it opens. Absent on other pages. */
  readonly address?: AddressData;
}

/** A song as its address opens it: the record and the song, as opening it from the library answers. */
export type AddressedSong = SongMetadata & { readonly song_object: Song };

/**
 * What the server put in a song's page (apps/server/src/plugins/song-pages.ts): the song, or null
 * when it is not found or not the visitor's to open (the server says which of the two to nobody),
 * and whether the page is the embedded player.
 */
export interface AddressData {
  readonly song: AddressedSong | null;
  readonly embed: boolean;
}

/** The id of the page's JSON script element that carries `FirstPageData`. */
export const FIRST_PAGE_DATA_ID = 'first-page-data';

/** The store's starting state for what the server rendered (the defaults where it knew nothing). */
export function firstPageState(data: FirstPageData | null): Partial<AppData> {
  if (data?.address?.embed) return { embed: true };
  if (!data?.songs) return {};
  return {
    sessionChecked: true,
    library: { ...INITIAL_LIBRARY, songs: data.songs },
    dialogs: { ...ALL_CLOSED, library: { display: true, data: null } },
  };
}

/** The page's data, or null on a page the server did not render (the dev server, a test). */
export function readFirstPageData(page: Pick<Document, 'getElementById'>): FirstPageData | null {
  const text = page.getElementById(FIRST_PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as { songs?: unknown; address?: { song?: unknown; embed?: unknown } };
    const songs = Array.isArray(data.songs) ? (data.songs as SongMetadata[]) : null;
    if (typeof data.address !== 'object' || data.address === null) return { songs };
    // The song as the server stored it: checked by its schema when it was saved.
    const song = typeof data.address.song === 'object' ? (data.address.song as AddressedSong | null) : null;
    return { songs, address: { song, embed: data.address.embed === true } };
  } catch {
    return null;
  }
}
