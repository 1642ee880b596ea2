import { loadOnce } from '../load-once.ts';

/**
 * The dialogs' chunk (dialogs.chunk.tsx): one download for the dialog layer, the library's
 * archive controls, the MIDI keyboard and a rehearsal room's code.
 */
export const loadDialogs = loadOnce(() => import('./dialogs.chunk.tsx'));
