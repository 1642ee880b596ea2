import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { LibraryHost } from '../features/library/LibraryHost.tsx';
import { EditorCanvas } from './EditorCanvas.tsx';
import { Header } from './Header.tsx';
import { usePageGuards } from './page-guards.ts';
import { type AppStoreApi, createAppStore, StoreContext, useApp } from './store/index.ts';

const Overlays = lazy(() => import('./Overlays.tsx'));

/**
 * PrimeReact (dialogs, toasts, theme) loads once a toast or one of its dialogs is first wanted,
 * not on start: the library, open on start, is built without it.
 */
function OverlaysWhenWanted() {
  const wanted = useApp(
    (s) =>
      s.toasts.length > 0 ||
      Object.entries(s.dialogs).some(
        ([name, flag]) => flag.display && name !== 'library' && name !== 'deleteSong',
      ),
  );
  const loaded = useRef(false);
  if (wanted) loaded.current = true;
  return loaded.current ? (
    <Suspense fallback={null}>
      <Overlays />
    </Suspense>
  ) : null;
}

export interface AppProps {
  /** Tests pass a store with their own browser dependencies. */
  readonly store?: AppStoreApi;
  /** Tests without a canvas leave the editor out. */
  readonly withEditor?: boolean;
}

export function App({ store: given, withEditor = true }: AppProps) {
  const [store] = useState(() => given ?? createAppStore());
  usePageGuards(store);
  useEffect(() => {
    void store.getState().init();
  }, [store]);
  return (
    <StoreContext.Provider value={store}>
      <Header />
      <main className="app-main">{withEditor ? <EditorCanvas /> : null}</main>
      <LibraryHost />
      <OverlaysWhenWanted />
    </StoreContext.Provider>
  );
}
