import { lazyPart } from '../../app/lazy-part.tsx';
import { WhenOpened } from '../../app/WhenOpened.tsx';

const LibraryDialog = lazyPart(() => import('./LibraryDialog.tsx'));

/**
 * The Song Library: downloaded right after the first paint, as the library opens on start, apart
 * from the dialog layer (which holds its delete question: a click away, so it is not needed on start).
 */
export function LibraryHost() {
  return (
    <WhenOpened names={['library']}>
      <LibraryDialog />
    </WhenOpened>
  );
}
