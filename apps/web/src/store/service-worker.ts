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
  // Each new version is announced once, however it was found.
  const announced = new WeakSet<ServiceWorker>();
  const announce = (worker: ServiceWorker | null | undefined) => {
    if (!worker || announced.has(worker)) return;
    announced.add(worker);
    onUpdate({
      apply: () => {
        // The new worker controls the page once it has taken over: the page then loads its files.
        workbox.addEventListener('controlling', reload);
        workbox.messageSkipWaiting();
      },
    });
  };
  // A worker that installed while an older one runs this page: a new version of the app.
  workbox.addEventListener('waiting', (event) => announce(event.sw));
  workbox
    .register()
    .then((registration) => {
      // The registration runs once the page is idle; the browser may have found the new version
      // before (it looks after each navigation), and Workbox hears only of what comes after: a
      // new worker still installing then is watched here until it waits.
      const installing = registration?.installing;
      if (!installing || !navigator.serviceWorker.controller) return;
      installing.addEventListener('statechange', () => {
        if (installing.state === 'installed' && registration.waiting === installing) announce(installing);
      });
    })
    // Refused by the browser (service workers switched off, a private window, a blocking policy):
    // the app works as before, online only; not a fault of the app.
    .catch((error: unknown) => console.warn('The offline app could not be installed', error));
}
