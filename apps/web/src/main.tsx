import './app/app.css';
// In the entry's CSS, which the build inlines in the page: the page as the server rendered it needs them.
import './features/library/library.css';
// The kit's look (the library's frame, buttons, checkbox, range), after the library's sheet as before.
import './ui/ui.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { AppBoundary } from './app/AppBoundary.tsx';
import { prefetchSoundAhead } from './audio/index.ts';
import { createAppStore, readFirstPageData } from './store/index.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

prefetchSoundAhead();

// The server renders the header and the library's first page (render-page.tsx) with the data it
// rendered them from; the app starts from that state and takes the markup over as it is.
const firstPage = readFirstPageData(document);
const app = (
  <StrictMode>
    <AppBoundary>
      <App store={createAppStore(undefined, firstPage)} />
    </AppBoundary>
  </StrictMode>
);
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
