import { DEFAULT_PREFERENCES, DEFAULT_SEARCH_CRITERIA, DEFAULT_TITLE } from '@ringalong/song';
import type { AppData, ChoirState, Dialogs, LibraryState, PlanState, UserState } from './types.ts';

export const SIGNED_OUT: UserState = { signedIn: false, signingInProcess: false, id: null, name: null };

export const NO_PLAN: PlanState = {
  planObject: null,
  planBeingProcessed: false,
  accessUnlockedMessage: false,
  subscriptionTerminationSuccessfull: false,
  purchaseFailed: false,
  inTransition: false,
  handedOverSong: null,
};

export const CLOSED = { display: false, data: null } as const;

export const ALL_CLOSED: Dialogs = {
  library: CLOSED,
  deleteSong: CLOSED,
  barMenu: CLOSED,
  bellMenu: CLOSED,
  settings: CLOSED,
  rowCall: CLOSED,
  subscriptionOptions: CLOSED,
  manageSubscription: CLOSED,
  signIn: CLOSED,
  userSettings: CLOSED,
  saveConflict: CLOSED,
  unsavedChanges: CLOSED,
  importMusic: CLOSED,
  exportMusic: CLOSED,
  print: CLOSED,
  staff: CLOSED,
  rehearse: CLOSED,
  ringAlong: CLOSED,
  calibration: CLOSED,
  keyHelp: CLOSED,
  goToBar: CLOSED,
  choirs: CLOSED,
  assignRingers: CLOSED,
  choirPlayer: CLOSED,
  textView: CLOSED,
  together: CLOSED,
  share: CLOSED,
};

export const NO_CHOIRS: ChoirState = { choirs: [], status: 'idle', error: null, activeId: null };

export const INITIAL_LIBRARY: LibraryState = {
  type: 'public',
  songs: [],
  criteria: DEFAULT_SEARCH_CRITERIA,
  criteriaChanged: false,
  fetching: false,
  error: null,
  total: null,
  nextCursor: null,
  loadingMore: false,
  offline: false,
};

export function initialData(): AppData {
  return {
    user: SIGNED_OUT,
    sessionChecked: false,
    plan: NO_PLAN,
    preferences: DEFAULT_PREFERENCES,
    loadedTitle: DEFAULT_TITLE,
    loadedSongMeta: { song_id: 0 },
    saveRequired: false,
    saving: false,
    opening: null,
    saveFailure: null,
    pendingCreate: null,
    discardConfirmed: false,
    playback: 'stopped',
    library: INITIAL_LIBRARY,
    choir: NO_CHOIRS,
    room: null,
    dialogs: ALL_CLOSED,
    toasts: [],
    embed: false,
    network: { online: true, waiting: 0, updateReady: false },
  };
}
