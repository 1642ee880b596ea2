import { lazy, Suspense, useEffect, useState } from 'react';
import { EditorCanvas } from './EditorCanvas.tsx';
import { Header } from './Header.tsx';
import { usePageGuards } from './page-guards.ts';
import { type AppStoreApi, createAppStore, StoreContext } from './store/index.ts';

const Overlays = lazy(() => import('./Overlays.tsx'));

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
      <Suspense fallback={null}>
        <Overlays />
      </Suspense>
    </StoreContext.Provider>
  );
}
