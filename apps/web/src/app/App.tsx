import { useEffect, useState } from 'react';
import { type AppStoreApi, createAppStore, StoreContext } from '../store/index.ts';
import { AppBoundary } from './AppBoundary.tsx';
import { AppToasts } from './AppToasts.tsx';
import { DialogLayerHost } from './DialogLayerHost.tsx';
import { EditorCanvas } from './EditorCanvas.tsx';
import { EmbedPlayer } from './EmbedPlayer.tsx';
import { Header } from './Header.tsx';
import { LibraryHost } from './LibraryHost.tsx';
import { LiveRegion } from './LiveRegion.tsx';
import { NoteToolsHost } from './NoteToolsHost.tsx';
import { usePageGuards } from './page-guards.ts';
import { UpdateBanner } from './UpdateBanner.tsx';

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
    // Kept work opens instead of the library: index.html hides the page as the server rendered
    // it (the class `kept-work`) until the app has decided what opens first.
    void store
      .getState()
      .init()
      .finally(() => globalThis.document?.documentElement.classList.remove('kept-work'));
  }, [store]);
  // The embedded player (`/embed/<id>`) is the player alone: it never becomes anything else.
  const embed = store.getState().embed;
  if (embed) {
    return (
      <StoreContext.Provider value={store}>
        <AppBoundary>
          <EmbedPlayer withEditor={withEditor} />
        </AppBoundary>
      </StoreContext.Provider>
    );
  }
  return (
    <StoreContext.Provider value={store}>
      <AppBoundary>
        <Header />
        <main className="app-main">
          {withEditor ? <EditorCanvas /> : null}
          {withEditor ? <NoteToolsHost /> : null}
          {withEditor ? <LiveRegion /> : null}
        </main>
        <LibraryHost />
        <DialogLayerHost />
        <AppToasts />
        <UpdateBanner />
      </AppBoundary>
    </StoreContext.Provider>
  );
}
