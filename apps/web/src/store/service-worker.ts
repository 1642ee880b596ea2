/**
 * The service worker's registration (docs/offline.md), with Workbox's window library. The worker
 * (built by vite-plugin-pwa, apps/web/vite.config.ts) keeps the app's files and answers page
 * navigations when the network does not. A new version's worker installs beside the running one
 * and waits: `onUpdate` is told, and it takes over only when the user chooses to reload
 * (`apply`), never under a playing song.
 */
import { Workbox } from 'workbox-window';

export interface WorkerUpdate {
  /** Lets the waiting worker take over, then reloads the page once it controls it. */
  apply(): void;
}

export function registerServiceWorker(
  url: string,
  onUpdate: (update: WorkerUpdate) => void,
  reload: () => void,
): void {
  const workbox = new Workbox(url);
  const announce = () =>
    onUpdate({
      apply: () => {
        // The new worker controls the page once it has taken over: the page then loads its files.
        workbox.addEventListener('controlling', reload);
        workbox.messageSkipWaiting();
      },
    });
  // A worker that installed while an older one runs this page: a new version of the app.
  workbox.addEventListener('waiting', announce);
  workbox
    .register()
    // Refused by the browser (service workers switched off, a private window, a blocking policy):
    // the app works as before, online only; not a fault of the app.
    .catch((error: unknown) => console.warn('The offline app could not be installed', error));
}
