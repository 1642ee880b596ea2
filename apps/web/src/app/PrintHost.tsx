import { useEffect } from 'react';
import { openPrint } from '../features/print/index.ts';
import { useApp, useAppStoreApi, useSongDocument } from '../store/index.ts';

/**
 * Print…: the print view over the app while the store's `print` flag is up, of the song as it is
 * when it opens. The view's own Close (or Escape) lowers the flag; lowering it closes the view.
 */
export default function PrintHost() {
  const store = useAppStoreApi();
  const doc = useSongDocument();
  const shown = useApp((s) => s.dialogs.print.display);
  useEffect(() => {
    if (!shown) return;
    return openPrint(doc, () => store.getState().closeDialog('print'));
  }, [shown, doc, store]);
  return null;
}
