import type { LibraryDialogProps } from '../features/library/LibraryDialog.tsx';
import { loadDialogs } from './dialog-parts.ts';
import { lazyPart } from './lazy-part.tsx';
import { loadAppParts } from './parts.ts';
import { WhenOpened } from './WhenOpened.tsx';

export const LibraryDialog = lazyPart<LibraryDialogProps>(() =>
  loadAppParts().then((parts) => ({ default: parts.LibraryDialog })),
);

/** Export all and import an archive, drawn for people signed in: from the dialogs' chunk. */
const LibraryArchive = lazyPart<object>(() =>
  loadDialogs().then((chunk) => ({ default: chunk.LibraryArchive })),
);

/**
 * The Song Library: downloaded right after the first paint (the app's chunk), as the library opens on start, apart
 * from the dialog layer (which holds its delete question: a click away, so it is not needed on start).
 * The server loads it before it renders the first page (src/render-page.tsx); on the page, the
 * markup stays as the server sent it until the code has arrived and hydrated it.
 */
export function LibraryHost() {
  return (
    <WhenOpened names={['library']}>
      <LibraryDialog Archive={LibraryArchive} />
    </WhenOpened>
  );
}
