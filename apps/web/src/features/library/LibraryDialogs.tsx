import DeleteSongDialog from './DeleteSongDialog.tsx';
import LibraryDialog from './LibraryDialog.tsx';

/** The library's two dialogs, in one download. */
export default function LibraryDialogs() {
  return (
    <>
      <LibraryDialog />
      <DeleteSongDialog />
    </>
  );
}
