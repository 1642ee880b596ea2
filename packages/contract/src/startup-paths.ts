/**
 * The paths of the reads a client makes on start, apart from their schemas: the page's start-up
 * calls (apps/web/public/startup-calls.js) ask them before any module runs.
 */
export const STARTUP_PATHS = {
  me: '/auth/me',
  publicSongs: '/songs/public',
  listSongs: '/songs',
  plan: '/users/plan',
} as const;
