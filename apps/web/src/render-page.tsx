/**
 * The server's entry (built by `vite build --ssr`, loaded by apps/server/src/plugins/first-page.ts):
 * the app as it first shows, rendered to HTML from the app's own components (the header, and the
 * library's first page for a visitor with no session) and the data it was rendered from. The
 * browser's entry (main.tsx) starts the store from the same data and hydrates this markup.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './app/App.tsx';
import { AppBoundary } from './app/AppBoundary.tsx';
import { LibraryDialog } from './app/LibraryHost.tsx';
import { getAudioEngine } from './audio/index.ts';
import { createAppStore, type FirstPageData } from './store/index.ts';

export type { FirstPageData } from './store/index.ts';

/** The server has no storage and no page to guard; nothing it renders navigates or waits. */
const serverDeps = () => ({
  navigate: () => undefined,
  wait: () => Promise.resolve(),
  now: () => new Date(),
  storage: null,
  currentPath: () => '/',
  // Made, never started: the engine makes its audio context only when a press unlocks it.
  audio: getAudioEngine(),
  page: null,
});

/** The markup of the app's root element (#root) for the page rendered from `data`. */
export async function renderPage(data: FirstPageData): Promise<string> {
  // The library's code is loaded before rendering, so its first page is in the markup.
  await LibraryDialog.preload();
  const store = createAppStore(serverDeps(), data);
  try {
    return renderToString(
      <StrictMode>
        <AppBoundary>
          <App store={store} />
        </AppBoundary>
      </StrictMode>,
    );
  } finally {
    store.stopReactions();
    store.stopKeepingWork();
  }
}
