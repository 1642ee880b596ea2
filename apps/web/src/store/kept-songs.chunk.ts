/**
 * The kept songs chunk (store/offline-code.ts): the songs kept and the saves queued in IndexedDB
 * (`idb`), loaded when the song flows or the library first need them, or at start when saves made
 * offline wait to be sent.
 */
export { askToPersist, keepForOffline, keptCopy, keptList, offlineSaves } from './offline-saves.ts';
