import { useEffect } from 'react';
import { openPrint } from '../features/print/index.ts';
import { useApp, useAppStoreApi, useSongDocument } from '../store/index.ts';

/**
 * Print…: the print view over the app while the store's `print` flag is up, of the song as it is
 * when it opens, with the active choir. The view's own Close (or Escape) lowers the flag; lowering it closes the view.
 */
export default function PrintHost() {
  const store = useAppStoreApi();
  const doc = useSongDocument();
  const shown = useApp((s) => s.dialogs.print.display);
  useEffect(() => {
    if (!shown) return;
    // The active choir's assignment adds the assignment chart and the ringers' parts: the
    // choirs are read first (at once when already read; a failure leaves the view without them).
    let closeView: (() => void) | null = null;
    let cancelled = false;
    const open = () => {
      if (cancelled) return;
      const { choir: choirState, preferences } = store.getState();
      const { choirs, activeId } = choirState;
      const choir = choirs.find((c) => c.id === activeId) ?? null;
      closeView = openPrint(doc, () => store.getState().closeDialog('print'), choir, preferences.bpm);
    };
    store.getState().loadChoirs().then(open, open);
    return () => {
      cancelled = true;
      closeView?.();
    };
  }, [shown, doc, store]);
  return null;
}
