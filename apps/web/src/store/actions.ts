import type {
  Choir,
  ChoirId,
  Preferences,
  SearchCriteria,
  SongMetadata,
  TimeSignature,
} from '@ringalong/song';
import type { PlaybackState } from '../editor/types.ts';
import type { Toast } from '../toast.ts';
import type { AppData, DialogName, Dialogs, LibraryType, RoomIAm, RoomRinger, StoreDeps } from './types.ts';

export interface UiActions {
  openDialog<N extends DialogName>(name: N, data?: Dialogs[N]['data']): void;
  closeDialog(name: DialogName): void;
  notify(toast: Omit<Toast, 'id'>): void;
  setPreferences(changes: Partial<Preferences>): void;
  toggleEditMode(): void;
  enterEditMode(): void;
  setSoundOn(on: boolean): void;
  setPlayback(state: PlaybackState): void;
  togglePlay(): void;
  stop(): void;
  /** The editor refused notes because the song holds the most it may (spec section 5). */
  noteLimitReached(notAdded: number): void;
  /** Martellato set on handchime notes: said, not refused. */
  chimeMartellato(notes: number): void;
  openLibrary(): void;
  openBarMenu(data: { barStart: number; currentTimeSig: TimeSignature }): void;
  /** Into Ring along (header, More menu, key F): full screen where the browser allows it. */
  ringAlong(): void;
}

/** Rehearse together (store/together.ts): a room for the song in the player, and joining one. */
export interface TogetherActions {
  /** The director: makes a room for the song in the player and leads it. */
  openRoom(): Promise<void>;
  /** A ringer: joins the room `code` as `name`, ringing for `iAm` (or nobody in particular). */
  joinRoom(code: string, name: string, iAm: RoomIAm | null): Promise<void>;
  /** The join form: the room's choir's ringers, to offer for 'I am' (none when unknown). */
  roomRingers(code: string): Promise<readonly RoomRinger[]>;
  /** The director: hands the transport to a ringer's device, or takes it back (null). */
  handOver(deviceId: string | null): void;
  /** A ringer: quiet guide tones of their own bells on this device (off when joining). */
  setGuideTones(on: boolean): void;
  /** Leaves the room (the director's leaving ends it after the server's grace). */
  leaveRoom(): void;
  /** The director: ends the room for everyone. */
  closeRoom(): void;
  /** The director: takes a device out of the room. */
  removeFromRoom(deviceId: string): void;
}

export interface SessionActions {
  /** App start: who is signed in, then restore unsaved work or open song 0 and the library. */
  init(): Promise<void>;
  upgradeOrSignIn(): void;
  signIn(): Promise<void>;
  afterSignIn(): Promise<void>;
  fetchPlan(): Promise<void>;
  /** The network is back after a start without it: who is signed in is asked again. */
  confirmAccount(): Promise<void>;
  signOut(): Promise<void>;
  updateUsername(name: string): Promise<void>;
}

export interface SongActions {
  openSong(id: number): Promise<void>;
  /**
   * Opens the song a song's address names (back, forward, a link; store/song-address.ts): as the
   * page brought it, else as the library opens it; 0 is `/`, an empty song and the library.
   */
  openAddress(id: number): Promise<void>;
  openEmptySong(): void;
  newSong(): void;
  save(): Promise<void>;
  /** After a 412: save the work as a new song of this user. */
  saveCopy(): Promise<void>;
  /** After a 412: drop the local edits and open the stored version. */
  reloadSong(): Promise<void>;
  /** Sends the saves made offline (store/offline-saves.ts); the header's count follows. */
  sendWaitingSaves(): Promise<void>;
  askDelete(meta: SongMetadata): void;
  deleteSong(meta: SongMetadata): Promise<void>;
  setPublicity(meta: SongMetadata, isPublic: boolean): Promise<void>;
}

export interface UnsavedActions {
  /** The user confirmed: drop the unsaved changes and do what was asked. */
  discardChanges(): Promise<void>;
  keepEditing(): void;
}

export interface LibraryActions {
  refreshLibrary(): Promise<void>;
  /** The next page of the list shown, added below it (nothing when every song is shown). */
  loadMoreSongs(): Promise<void>;
  setLibraryType(type: LibraryType): Promise<void>;
  setCriteria(changes: Partial<SearchCriteria>): void;
  search(): Promise<void>;
  clearSearch(): Promise<void>;
}

export interface SubscriptionActions {
  subscribe(): Promise<void>;
  /**
   * Spec section 2: handlers for buying a year for a friend and activating a code exist, with no
   * button shown and no server call defined; like subscribing they move to Manage Subscription.
   */
  buyForFriend(): void;
  activateCode(code: string): void;
  cancelSubscription(): Promise<void>;
  resumeSubscription(): Promise<void>;
  /** Back from a checkout the user canceled: where the plan stands, and that nothing was paid. */
  checkoutCanceled(): void;
  /** The /success route: the purchase is being processed; follow the plan until it is upgraded. */
  subscriptionSucceeded(): Promise<void>;
}

export interface OfflineActions {
  /** The browser says the network went (false) or came back (true). */
  networkChanged(online: boolean): void;
  /**
   * Once the page has loaded: follows the network and registers the service worker (store/offline.ts);
   * `reload` loads the page again when the user applies a new version.
   */
  startOffline(page: OfflinePage, reload: () => void): Promise<void>;
  /** The new version of the app takes over and the page reloads (the work kept first). */
  applyUpdate(): void;
}

/** What the offline start needs of the page (window). */
export type OfflinePage = Pick<Window, 'addEventListener'> & {
  readonly navigator: Pick<Navigator, 'onLine'> & { readonly serviceWorker?: unknown };
};

export interface ChoirActions {
  /** Reads the choirs (server or browser) once; again after a failure. */
  loadChoirs(): Promise<void>;
  /** Adds or replaces a choir by id; false (with a toast in words) when it could not be kept. */
  saveChoir(choir: Choir): Promise<boolean>;
  deleteChoir(id: ChoirId): Promise<void>;
  /** The choir the player, the Bell Menu and import follow; kept across visits. */
  setActiveChoir(id: ChoirId | null): void;
}

/** The work kept in this browser (store/durable.ts), wired by createAppStore. */
export interface KeepingActions {
  /**
   * Keeps the work at once, synchronously as well, before the browser leaves the page (sign-in,
   * checkout, a new version's reload).
   */
  keepWorkNow(): void;
}

export type AppStore = AppData &
  KeepingActions &
  UiActions &
  SessionActions &
  SongActions &
  UnsavedActions &
  LibraryActions &
  SubscriptionActions &
  ChoirActions &
  OfflineActions &
  TogetherActions & { readonly deps: StoreDeps };

export type SetState = (partial: Partial<AppStore> | ((state: AppStore) => Partial<AppStore>)) => void;
export type GetState = () => AppStore;
