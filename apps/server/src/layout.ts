import { fileURLToPath } from 'node:url';

/*
 * Folders the server reads at run time. This module lies directly in apps/server/src when the
 * server runs from source (tsx) and its code lies directly in apps/server/dist when it runs
 * compiled (scripts/build-server.mjs, which copies the migrations there), so the same relative
 * paths hold for both.
 */

/** Drizzle's SQL migrations and their journal. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./db/migrations', import.meta.url));

/** The built web app (`npm run build`). */
export const WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** The web app's server entry (`vite build --ssr`, apps/web/src/render-page.tsx): renders the first page. */
export const WEB_PAGE_RENDERER = fileURLToPath(new URL('../../web/dist-ssr/render-page.js', import.meta.url));
