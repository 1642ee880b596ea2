import { loadOnce } from '../load-once.ts';

/** The editor's chunk (editor.chunk.ts): one download shared by the canvas, the clipboard and the views. */
export const loadEditorParts = loadOnce(() => import('./editor.chunk.ts'));
