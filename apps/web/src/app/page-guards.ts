import { useEffect } from 'react';
import { getAudioEngine } from '../audio/index.ts';
import type { AppStoreApi } from '../store/index.ts';

export const UNSAVED_CHANGES_PROMPT = 'You have unsaved changes. Are you sure you want to leave?';

/**
 * Page-wide duties: start audio on the first interaction (browsers allow it only then), warn
 * before leaving with unsaved changes, write the work to storage as the page goes away, and keep
 * a file dropped anywhere from replacing the app: it opens the import preview instead (the canvas
 * and an open import dialog take their own drops first).
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
    const drop = (event: DragEvent) => {
      if (event.defaultPrevented || !event.dataTransfer?.types.includes('Files')) return;
      event.preventDefault();
      const file = event.type === 'drop' ? event.dataTransfer.files[0] : undefined;
      const { dialogs, openDialog } = store.getState();
      if (file && !dialogs.importMusic.display) openDialog('importMusic', { file });
    };
    window.addEventListener('pointerdown', unlock, true);
    window.addEventListener('keydown', unlock, true);
    window.addEventListener('beforeunload', beforeUnload);
    window.addEventListener('pagehide', pageHide);
    window.addEventListener('dragover', drop);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragover', drop);
      window.removeEventListener('drop', drop);
      window.removeEventListener('pointerdown', unlock, true);
      window.removeEventListener('keydown', unlock, true);
      window.removeEventListener('beforeunload', beforeUnload);
      window.removeEventListener('pagehide', pageHide);
    };
  }, [store]);
}
