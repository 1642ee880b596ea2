/**
 * The chunk of the music's readers and writers (`music-files.chunk.tsx`): Import music, Print and
 * the staff view, loaded when one of them is first opened.
 */
export const loadMusicFiles = () => import('./music-files.chunk.tsx');
