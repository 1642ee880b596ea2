import { type RefObject, Suspense, useRef, useState } from 'react';
import { lazyPart } from './lazy-part.tsx';
import { PartBoundary } from './PartBoundary.tsx';
import { PlainToasts } from './PlainToasts.tsx';
import { partFailedToast } from './part-failed.ts';
import { type AppStore, useApp, useAppStoreApi } from './store/index.ts';
import type { DialogName } from './store/types.ts';

const Overlays = lazyPart<{ toastsShown: RefObject<number> }>(() => import('./Overlays.tsx'));

/** Dialogs of our own frame, hosted in App: they need none of PrimeReact. */
const OWN_FRAME: ReadonlySet<string> = new Set<DialogName>(['library', 'deleteSong']);

const primeDialogsOpen = (s: AppStore) =>
  (Object.keys(s.dialogs) as DialogName[]).filter((name) => s.dialogs[name].display && !OWN_FRAME.has(name));

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
