import { loadOnce } from '../load-once.ts';

/**
 * The chunk of the music's readers and writers (`music-files.chunk.tsx`): Import music, Print, the
 * staff view and the encoders of Export and Export all, loaded when one of them is first used.
 */
export const loadMusicFiles = loadOnce(() => import('./music-files.chunk.tsx'));
