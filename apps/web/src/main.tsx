import './app/app.css';
// In the entry's CSS, which the build inlines in the page: the first picture needs them.
import './features/library/library.css';
// The kit's look (the library's frame, buttons, checkbox, range), after the library's sheet as before.
import './ui/ui.css';
import './app/first-paint.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { AppBoundary } from './app/AppBoundary.tsx';
import { prefetchSoundAhead } from './audio/index.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

prefetchSoundAhead();

createRoot(root).render(
  <StrictMode>
    <AppBoundary>
      <App />
    </AppBoundary>
  </StrictMode>,
);
