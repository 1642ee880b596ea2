import { useEffect } from 'react';
import { getAudioEngine } from '../audio/index.ts';
import type { AppStoreApi } from '../store/index.ts';

/**
 * Page-wide duties: start audio on the first interaction (browsers allow it only then), write
 * the work to storage as the page goes away (the question before leaving with unsaved changes is
 * one of the store's reactions, store/reactions.ts), and keep
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
    const beforeUnload = () => store.flushWork();
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
