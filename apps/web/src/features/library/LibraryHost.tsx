import { lazy, type ReactNode, Suspense, useRef } from 'react';
import { useApp } from '../../app/store/index.ts';
import type { DialogName } from '../../app/store/types.ts';

const LibraryDialog = lazy(() => import('./LibraryDialog.tsx'));
const DeleteSongDialog = lazy(() => import('./DeleteSongDialog.tsx'));

/** The library's code loads the first time it opens and stays mounted afterwards. */
function OnceOpened({ name, children }: { name: DialogName; children: ReactNode }) {
  const display = useApp((s) => s.dialogs[name].display);
  const opened = useRef(false);
  if (display) opened.current = true;
  return opened.current ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/**
 * The Song Library and its delete confirmation, hosted apart from the PrimeReact dialogs: the
 * library opens on start, and PrimeReact should not have to load for it.
 */
export function LibraryHost() {
  return (
    <>
      <OnceOpened name="library">
        <LibraryDialog />
      </OnceOpened>
      <OnceOpened name="deleteSong">
        <DeleteSongDialog />
      </OnceOpened>
    </>
  );
}
