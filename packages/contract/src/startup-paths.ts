/**
 * The paths of the reads a client makes on start, apart from their schemas: the browser's start-up
 * code calls them with checks compiled from those schemas (apps/web/src/api/startup-client.ts)
 * and so without zod.
 */
export const STARTUP_PATHS = {
  me: '/auth/me',
  publicSongs: '/songs/public',
  listSongs: '/songs',
  plan: '/users/plan',
} as const;
