import type { SongMetadata } from '@ringalong/song';
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
}

/** The id of the page's JSON script element that carries `FirstPageData`. */
export const FIRST_PAGE_DATA_ID = 'first-page-data';

/** The store's starting state for what the server rendered (the defaults where it knew nothing). */
export function firstPageState(data: FirstPageData | null): Partial<AppData> {
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
    const data = JSON.parse(text) as { songs?: unknown };
    return { songs: Array.isArray(data.songs) ? (data.songs as SongMetadata[]) : null };
  } catch {
    return null;
  }
}
