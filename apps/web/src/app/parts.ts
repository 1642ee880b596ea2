import { loadOnce } from '../load-once.ts';

/** The app's chunk (app.chunk.tsx): one download for the library and the note tools. */
export const loadAppParts = loadOnce(() => import('./app.chunk.tsx'));
