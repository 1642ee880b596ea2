import { useEffect } from 'react';
import { getAudioEngine } from '../audio/index.ts';
import type { AppStoreApi } from '../store/index.ts';

export const UNSAVED_CHANGES_PROMPT = 'You have unsaved changes. Are you sure you want to leave?';

/**
 * Page-wide duties: start audio on the first interaction (browsers allow it only then), warn
 * before leaving with unsaved changes, and write the work to storage as the page goes away.
 */
export function usePageGuards(store: AppStoreApi): void {
  useEffect(() => {
    const unlock = () => {
      window.removeEventListener('pointerdown', unlock, true);
      window.removeEventListener('keydown', unlock, true);
      getAudioEngine()
        .unlock()
        .catch((error) => console.error('Audio could not start:', error));
    };
    const beforeUnload = (event: BeforeUnloadEvent) => {
      store.flushWork();
      if (!store.getState().saveRequired) return;
      event.preventDefault();
      event.returnValue = UNSAVED_CHANGES_PROMPT;
      return UNSAVED_CHANGES_PROMPT;
    };
    const pageHide = () => store.flushWork();
    window.addEventListener('pointerdown', unlock, true);
    window.addEventListener('keydown', unlock, true);
    window.addEventListener('beforeunload', beforeUnload);
    window.addEventListener('pagehide', pageHide);
    return () => {
      window.removeEventListener('pointerdown', unlock, true);
      window.removeEventListener('keydown', unlock, true);
      window.removeEventListener('beforeunload', beforeUnload);
      window.removeEventListener('pagehide', pageHide);
    };
  }, [store]);
}
