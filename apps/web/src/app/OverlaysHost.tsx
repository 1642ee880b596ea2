import { type RefObject, Suspense, useEffect, useRef, useState } from 'react';
import { lazyPart } from './lazy-part.tsx';
import { PartBoundary } from './PartBoundary.tsx';
import { PlainToasts } from './PlainToasts.tsx';
import { partFailedToast } from './part-failed.ts';
import { type AppStore, useApp, useAppStoreApi } from './store/index.ts';
import type { DialogName } from './store/types.ts';
import { OWN_FRAME_DIALOGS } from './store/ui.ts';

const Overlays = lazyPart<{ toastsShown: RefObject<number> }>(() => import('./Overlays.tsx'));

/** The user starts to interact: a pointer moves or presses, a finger touches, a key goes down. */
const INTENT_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown'] as const;

/**
 * Fetches PrimeReact and every dialog's code in idle time once the user starts to interact, so
 * the first opening of a dialog finds it loaded; before that nothing is fetched, which keeps the
 * start-up download small. A failure here stays quiet: the opening itself tries again, and tells.
 */
function preloadOnIntent(): () => void {
  const stop = () => {
    for (const type of INTENT_EVENTS) window.removeEventListener(type, start, true);
  };
  const preload = () => {
    Overlays.preload()
      .then(() => import('./Overlays.tsx'))
      .then((overlays) => overlays.preloadDialogs())
      .catch(() => undefined);
  };
  function start() {
    stop();
    if (typeof requestIdleCallback === 'function') requestIdleCallback(preload, { timeout: 1000 });
    else setTimeout(preload, 0);
  }
  for (const type of INTENT_EVENTS) window.addEventListener(type, start, { capture: true, passive: true });
  return stop;
}

const primeDialogsOpen = (s: AppStore) =>
  (Object.keys(s.dialogs) as DialogName[]).filter(
    (name) => s.dialogs[name].display && !OWN_FRAME_DIALOGS.has(name),
  );

/**
 * PrimeReact (dialogs, toasts, theme) loads once a toast or one of its dialogs is first wanted,
 * not on start: the library, open on start, is built without it. If its code cannot be
 * downloaded, its dialogs close, the toasts show in plain form (they need no download), and the
 * next dialog opened tries again.
 */
export function OverlaysHost() {
  const store = useAppStoreApi();
  const dialogWanted = useApp((s) => primeDialogsOpen(s).length > 0);
  const toastWanted = useApp((s) => s.toasts.length > 0);
  const [mode, setMode] = useState<'waiting' | 'mounted' | 'failed'>('waiting');
  // The newest toast id already shown, by either kind of toast, so none shows twice.
  const toastsShown = useRef(0);
  useEffect(preloadOnIntent, []);
  if ((mode === 'waiting' && (dialogWanted || toastWanted)) || (mode === 'failed' && dialogWanted)) {
    setMode('mounted');
  }
  const failed = (loading: boolean) => {
    setMode('failed');
    const { closeDialog, notify } = store.getState();
    for (const name of primeDialogsOpen(store.getState())) closeDialog(name);
    notify(partFailedToast(loading));
  };
  if (mode === 'failed') return <PlainToasts shown={toastsShown} />;
  if (mode === 'waiting') return null;
  return (
    <PartBoundary onFailed={failed}>
      <Suspense fallback={null}>
        <Overlays toastsShown={toastsShown} />
      </Suspense>
    </PartBoundary>
  );
}
