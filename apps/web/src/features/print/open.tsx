/**
 * Opens the print view over the app, on a root of its own (so the app's tree and store are not
 * touched): the song as it is at that moment. Closing takes the view away and gives the focus
 * back to what had it (opened from the Music menu: the page, as every dialog leaves it). Opening again while it is open does nothing; a view
 * that fails to draw closes itself, and the app stays as it was.
 */
import type { Choir, Song } from '@ringalong/song';
import { createRoot } from 'react-dom/client';
import '../../ui/ui.css';
import './print.css';
import { PrintView } from './PrintView.tsx';

/** Where the song comes from: the app's song document. */
export interface PrintSource {
  getSnapshot(): { readonly song: Song; readonly title: string };
}

/** On <html> while the view is open: print.css then prints the sheets and nothing of the app. */
export const OPEN_CLASS = 'pv-open';

let closeOpen: (() => void) | null = null;

/**
 * `choir`: the active choir, when there is one; with its assignment for the song the view also
 * offers the assignment chart and the ringers' parts. `bpm`: the tempo the staff notation marks.
 */
export function openPrint(
  source: PrintSource,
  onClosed?: () => void,
  choir?: Choir | null,
  bpm?: number,
): () => void {
  if (closeOpen) return closeOpen;
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const pageTitle = document.title;
  const { song, title } = source.getSnapshot();
  const container = document.createElement('div');
  container.className = 'pv-root';
  document.body.append(container);
  document.documentElement.classList.add(OPEN_CLASS);
  // The browser names a saved PDF after the page's title.
  document.title = title;
  // A view that fails to draw closes again, leaving the app as it was rather than a pane over it.
  const root = createRoot(container, {
    onUncaughtError: (error) => {
      console.error('The print view failed', error);
      queueMicrotask(close);
    },
  });
  const close = () => {
    if (closeOpen !== close) return;
    closeOpen = null;
    root.unmount();
    container.remove();
    document.documentElement.classList.remove(OPEN_CLASS);
    document.title = pageTitle;
    if (opener?.isConnected) opener.focus();
    onClosed?.();
  };
  closeOpen = close;
  root.render(<PrintView song={song} title={title} onClose={close} choir={choir ?? null} bpm={bpm} />);
  return close;
}
