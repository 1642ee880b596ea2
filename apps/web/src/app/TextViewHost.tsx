import { useSyncExternalStore } from 'react';
import TextView from '../features/text-view/TextView.tsx';
import { useApp, useSong, useSongDocument } from '../store/index.ts';
import { useDispatch } from './actions.ts';

/**
 * The text view's place in the shell (in the dialogs' chunk): shown while the store's `textView`
 * flag is up and the composer shows; it reads the song and the session's cursor, and moves the
 * cursor and closes through the registry's actions.
 */
export function TextViewHost() {
  const shown = useApp((s) => s.dialogs.textView.display && s.preferences.editMode);
  const { song } = useSong();
  const { session } = useSongDocument();
  const cursor = useSyncExternalStore(session.subscribe, () => session.getSnapshot().view.cursor);
  const dispatch = useDispatch();
  if (!shown) return null;
  return (
    <TextView
      song={song}
      cursor={cursor}
      onCursorTo={(beat, row) => dispatch('cursorTo', { beat, ...(row ?? {}) })}
      onClose={() => dispatch('textView')}
    />
  );
}
