import { useSyncExternalStore } from 'react';
import { useSongDocument } from '../store/index.ts';

/**
 * The composer's polite live region: what the grid cursor is on and what changed ('Bar 3 beat 2,
 * C5, quarter note', 'Note added', 'Bar 4 deleted'), read after whatever the screen reader is
 * saying. Words said again get a no-break space by turns, so the reader hears them again.
 */
export function LiveRegion() {
  const { editor } = useSongDocument();
  const said = useSyncExternalStore(
    editor.subscribeAnnouncements,
    editor.getAnnouncement,
    editor.getAnnouncement,
  );
  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="live-region">
      {said.serial % 2 === 1 ? said.text : `${said.text}\u00a0`}
    </div>
  );
}
