import { lazyPart } from '../../app/lazy-part.tsx';
import { WhenOpened } from '../../app/WhenOpened.tsx';

const LibraryDialog = lazyPart(() => import('./LibraryDialog.tsx'));
const DeleteSongDialog = lazyPart(() => import('./DeleteSongDialog.tsx'));

/**
 * The Song Library and its delete confirmation, hosted apart from the PrimeReact dialogs: the
 * library opens on start, and PrimeReact should not have to load for it.
 */
export function LibraryHost() {
  return (
    <>
      <WhenOpened name="library">
        <LibraryDialog />
      </WhenOpened>
      <WhenOpened name="deleteSong">
        <DeleteSongDialog />
      </WhenOpened>
    </>
  );
}
