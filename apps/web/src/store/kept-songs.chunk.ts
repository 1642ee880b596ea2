/**
 * The kept songs chunk (store/offline-code.ts): the songs kept, the saves queued, the draft and the
 * last known account in IndexedDB (`idb`), loaded when the song flows or the library first need
 * them, at start when saves made offline wait to be sent or a draft is kept, at the first edit,
 * and after a signed-in start.
 */
export {
  forgetAccount,
  keepAccount,
  keepDraft,
  keptAccount,
  keptDraft,
} from '../persistence/offline-db.ts';
export { askToPersist, keepForOffline, keptCopy, keptList, offlineSaves } from './offline-saves.ts';
