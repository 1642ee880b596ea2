/**
 * The app's chunk, fetched right after the first paint (a module preload in the page): the Song
 * Library, which opens on start, and the composer's note tools.
 */
export { default as LibraryDialog } from '../features/library/LibraryDialog.tsx';
export { default as NoteTools } from './NoteTools.tsx';
