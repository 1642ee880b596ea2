import { lazyPart } from '../../app/lazy-part.tsx';
import { WhenOpened } from '../../app/WhenOpened.tsx';

const LibraryDialogs = lazyPart(() => import('./LibraryDialogs.tsx'));

/**
 * The Song Library and its delete confirmation: downloaded right after the first paint, as the
 * library opens on start, apart from the dialog layer.
 */
export function LibraryHost() {
  return (
    <WhenOpened names={['library', 'deleteSong']}>
      <LibraryDialogs />
    </WhenOpened>
  );
}
