import { useEffect } from 'react';
import { onFirstIntent } from '../first-intent.ts';
import { ALL_CLOSED } from '../store/initial.ts';
import type { DialogName } from '../store/types.ts';
import { loadDialogs } from './dialog-parts.ts';
import { lazyPart } from './lazy-part.tsx';
import { WhenOpened } from './WhenOpened.tsx';

const DialogLayer = lazyPart(loadDialogs);

/** The dialogs in the layer: all but the library, which opens on start. */
const LAYER_DIALOGS = (Object.keys(ALL_CLOSED) as DialogName[]).filter((name) => name !== 'library');

/**
 * Fetches the dialog layer in idle time once the user starts to interact, so the first opening
 * of a dialog finds it loaded; before that nothing is fetched, which keeps the start-up download
 * small. A failure here stays quiet: the opening itself tries again, and tells.
 */
const preloadOnIntent = () =>
  onFirstIntent(() => {
    const preload = () => void DialogLayer.preload();
    if (typeof requestIdleCallback === 'function') requestIdleCallback(preload, { timeout: 1000 });
    else setTimeout(preload, 0);
  });

/**
 * The dialog layer, one of the app's split points: loaded once one of its dialogs is first
 * wanted (or ahead, on the first sign of interaction). If its code cannot be downloaded, its
 * open dialogs close with a toast and the next opening tries again.
 */
export function DialogLayerHost() {
  useEffect(preloadOnIntent, []);
  return (
    <WhenOpened names={LAYER_DIALOGS}>
      <DialogLayer />
    </WhenOpened>
  );
}
