import './app/app.css';
// In the entry's CSS, which the build inlines in the page: the page as the server rendered it needs them.
import './features/library/library.css';
// The kit's look (the library's frame, buttons, checkbox, range), after the library's sheet as before.
import './ui/ui.css';
// The note tools' look, though their code comes with the app's chunk: a chunk with a style sheet
// of its own waits for that sheet to load, and the page is hydrated only once the app's chunk is
// here, so the sheet's round trip (requested only once this script has run) held Play back.
import './app/NoteTools.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { AppBoundary } from './app/AppBoundary.tsx';
import { connectChunkSources } from './app/chunk-sources.ts';
import { LibraryDialog } from './app/LibraryHost.tsx';
import { prefetchSoundAhead } from './audio/index.ts';
import { browserDeps, createAppStore, readFirstPageData } from './store/index.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

prefetchSoundAhead();
connectChunkSources();

// The server renders the header and the library's first page (render-page.tsx) with the data it
// rendered them from; the app starts from that state and takes the markup over as it is.
const firstPage = readFirstPageData(document);
// The embedded player (`/embed/<id>`) keeps nothing in this browser: a draft or the preferences
// kept by the app itself on this site must not be read or overwritten from another site's page.
const embed = Boolean(firstPage?.address?.embed);
const store = createAppStore(embed ? { ...browserDeps(), storage: null } : undefined, firstPage);
const app = (
  <StrictMode>
    <AppBoundary>
      <App store={store} />
    </AppBoundary>
  </StrictMode>
);
// The library the server drew is a part of the app's chunk (preloaded by the page): the page is
// taken over once that code is here too, so the whole page hydrates at once. Hydrated without it,
// the library waited as markup, and a press on it (Close, a song) before its code came was lost.
if (root.firstElementChild) {
  const hydrate = () => hydrateRoot(root, app);
  LibraryDialog.preload().then(hydrate, hydrate);
} else createRoot(root).render(app);

// The offline app (store/offline.ts): the network followed, and the service worker registered with
// its chunk, once the page has loaded and the browser is idle, so the first page waits for neither.
const startOffline = () => void store.getState().startOffline(window, () => window.location.reload());
const whenIdle = () =>
  'requestIdleCallback' in window
    ? requestIdleCallback(startOffline, { timeout: 2000 })
    : setTimeout(startOffline, 0);
// Not in the embedded player: another site's page installs nothing of ours.
if (embed) {
  // nothing kept, nothing installed
} else if (document.readyState === 'complete') whenIdle();
else window.addEventListener('load', whenIdle, { once: true });
