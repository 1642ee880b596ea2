/** The `archive` chunk: Export all and import an archive, the controls and the zip's code. */
export { LibraryArchive as default } from './LibraryArchive.tsx';
