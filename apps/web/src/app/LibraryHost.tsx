import { lazyPart } from './lazy-part.tsx';
import { WhenOpened } from './WhenOpened.tsx';

export const LibraryDialog = lazyPart(() => import('../features/library/LibraryDialog.tsx'));

/**
 * The Song Library: downloaded right after the first paint, as the library opens on start, apart
 * from the dialog layer (which holds its delete question: a click away, so it is not needed on start).
 * The server loads it before it renders the first page (src/render-page.tsx); on the page, the
 * markup stays as the server sent it until the code has arrived and hydrated it.
 */
export function LibraryHost() {
  return (
    <WhenOpened names={['library']}>
      <LibraryDialog />
    </WhenOpened>
  );
}
