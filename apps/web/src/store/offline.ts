/**
 * The app offline (docs/offline.md): whether the network is there, as the header shows it, and a
 * new version of the app, announced and applied only when the user chooses to reload. The service
 * worker is registered once the page has loaded and the browser is idle, with the store's server
 * chunk (which the page preloads), so the first page's script carries only this file.
 */

import { peek } from '../persistence/index.ts';
import type { GetState, OfflineActions, SetState } from './actions.ts';
import { loadServer } from './server.ts';

/** Where the built app's service worker is (vite-plugin-pwa writes it at the root). */
export const SERVICE_WORKER_URL = '/sw.js';

export function offlineActions(set: SetState, get: GetState): OfflineActions {
  let update: { apply(): void } | null = null;
  return {
    networkChanged: (online) => {
      set((s) => ({ network: { ...s.network, online } }));
      if (!online) return;
      // The library that had nothing to list offline loads now.
      if (get().library.offline) void get().refreshLibrary();
      // Back online: who is signed in is asked again after an offline start, then what was saved
      // offline goes.
      void (async () => {
        await get().confirmAccount();
        if (get().network.waiting > 0) await get().sendWaitingSaves();
      })();
    },

    startOffline: async (page, reload) => {
      const { network, networkChanged } = get();
      if (page.navigator.onLine !== network.online) networkChanged(page.navigator.onLine);
      page.addEventListener('online', () => get().networkChanged(true));
      page.addEventListener('offline', () => get().networkChanged(false));
      // Saves queued on an earlier visit: counted in the header at once, and sent now if online
      // (the queue's code loads only then).
      const waiting = peek(get().deps.storage, 'savesWaiting');
      if (typeof waiting === 'number' && waiting > 0) {
        set((s) => ({ network: { ...s.network, waiting } }));
        void get().sendWaitingSaves();
      }
      if (!page.navigator.serviceWorker) return;
      try {
        const { registerServiceWorker } = await loadServer();
        registerServiceWorker(
          SERVICE_WORKER_URL,
          (waiting) => {
            update = waiting;
            set((s) => ({ network: { ...s.network, updateReady: true } }));
          },
          reload,
        );
      } catch (error) {
        // The app works as before without it; the next visit tries again.
        console.error('The offline app could not be loaded', error);
      }
    },

    applyUpdate: () => {
      if (!update) return;
      // What is being edited is kept first: the new version opens it again.
      get().keepWorkNow();
      update.apply();
    },
  };
}
