import type {
  Choir,
  ChoirId,
  PlanObject,
  Preferences,
  SearchCriteria,
  Song,
  SongMetadata,
  TimeSignature,
} from '@ringalong/song';
import type { AudioEngine } from '../audio/types.ts';
import type { PlaybackState } from '../editor/types.ts';
import type { Toast } from '../toast.ts';

export interface UserState {
  readonly signedIn: boolean;
  readonly signingInProcess: boolean;
  readonly id: number | null;
  readonly name: string | null;
  /**
   * Known from the last time the network answered, not asked now (a start with no network,
   * store/kept-account.ts): checked again when the network returns.
   */
  readonly stale?: boolean;
}

/** The server's plan plus the client-side progress flags of spec section 3. */
export interface PlanState {
  readonly planObject: PlanObject | null;
  readonly planBeingProcessed: boolean;
  readonly accessUnlockedMessage: boolean;
  readonly subscriptionTerminationSuccessfull: boolean;
  readonly purchaseFailed: boolean;
  /** The checkout is being created; the browser leaves for it shortly. */
  readonly inTransition: boolean;
  /** The private song the server saved from the song sent with subscribe (adopted, not copied). */
  readonly handedOverSong: SongMetadata | null;
}

/** What is known about the loaded song: the full record once saved, just the owner for a new song. */
export type LoadedSongMeta = Partial<SongMetadata> & { readonly song_id: number };

export type LibraryType = 'public' | 'private';

export interface LibraryState {
  readonly type: LibraryType;
  readonly songs: readonly SongMetadata[];
  readonly criteria: SearchCriteria;
  /** A criterion changed since the last search: the Search button becomes active. */
  readonly criteriaChanged: boolean;
  readonly fetching: boolean;
  /** Why the last fetch failed, in plain words; null when it did not. Not the same as no songs. */
  readonly error: string | null;
  /** How many songs match in all (every page); null when the server did not say. */
  readonly total: number | null;
  /** Asks the server for the page after the songs shown; null when they are all shown. */
  readonly nextCursor: string | null;
  /** A further page is on its way. */
  readonly loadingMore: boolean;
  /**
   * No network, and no song this device kept to list (store/library.ts): the list says so, not
   * that it failed (a retry cannot work until the network returns, and then the list loads).
   */
  readonly offline: boolean;
}

/** An action that would replace the song in the editor, held while the user confirms. */
export type ReplaceIntent =
  | { readonly kind: 'open'; readonly songId: number }
  /** A song's address (back, forward, a link): `songId` 0 is the address of no song, `/`. */
  | { readonly kind: 'openAddress'; readonly songId: number }
  | { readonly kind: 'new' }
  | { readonly kind: 'signOut' };

export interface Flag<D = null> {
  readonly display: boolean;
  readonly data: D;
}

export interface Dialogs {
  readonly library: Flag;
  readonly deleteSong: Flag<SongMetadata | null>;
  readonly barMenu: Flag<{ barStart: number; currentTimeSig: TimeSignature } | null>;
  readonly bellMenu: Flag;
  readonly settings: Flag;
  readonly rowCall: Flag;
  readonly subscriptionOptions: Flag;
  readonly manageSubscription: Flag;
  readonly signIn: Flag;
  readonly userSettings: Flag;
  /** A save was refused because the song changed elsewhere (412). */
  readonly saveConflict: Flag<{ message: string } | null>;
  /** Unsaved changes would be replaced: discard them, or keep editing. */
  readonly unsavedChanges: Flag<ReplaceIntent | null>;
  /** Import a music file: the file dropped on the canvas, or none yet (chosen in the dialog). */
  readonly importMusic: Flag<{ file: File } | null>;
  /** Export the song as MIDI, MusicXML or audio. */
  readonly exportMusic: Flag;
  /** The print view (score, a part, the bells-used chart) over the app. */
  readonly print: Flag;
  /** The staff view: the song or a ringer's part in staff notation, over the canvas. */
  readonly staff: Flag;
  /** The rehearsal panel: practice tempo, loop, count-in. */
  readonly rehearse: Flag;
  /** Ring along: the full-screen projector view over the app. */
  readonly ringAlong: Flag;
  /** Sound sync: the tap-along calibration of the device offset. */
  readonly calibration: Flag;
  /** Share the song: its link and QR code, or why it cannot be shared yet. */
  readonly share: Flag;
  /** The help sheet: every key of the app ('?'). */
  readonly keyHelp: Flag;
  /** 'Go to bar': a bar number or a rehearsal mark ('b'). */
  readonly goToBar: Flag;
  /** The choirs: make, edit and delete a choir (ringers, the bells it owns), choose the active one. */
  readonly choirs: Flag;
  /** Share the song's rows among the active choir's ringers (automatic, then by dragging). */
  readonly assignRingers: Flag;
  /** The choir in the player: who is here today, how each ringer is rung, solo, 'I am', lanes. */
  readonly choirPlayer: Flag;
  /** The song as text beside the canvas (composer). */
  readonly textView: Flag;
  /**
   * Rehearse together: the director's room (its code, QR and who joined), or the join form of a
   * ringer who opened a room's address (its code).
   */
  readonly together: Flag<{ code: string } | null>;
}
export type DialogName = keyof Dialogs;

/**
 * What the store keeps: who, the plan, preferences, the loaded song's record, `saveRequired` and the
 * UI's flags. The song itself, its history and its title belong to the `SongDocument`
 * (`AppStoreApi.doc`), outside this state.
 */
export type { SongDocument, SongSnapshot } from '../editor/document.ts';

/**
 * One create attempt: the song exactly as sent and its `Idempotency-Key`. The server may have
 * stored it although its answer was lost, so a retry must send this again rather than the work as
 * it is now (a changed song under the same key is refused; under a new key it would be a second song).
 */
export interface PendingCreate {
  readonly key: string;
  readonly body: Song;
  /** The document's song (its title in `meta.title`) when it was sent: later edits stay unsaved. */
  readonly sent: Song;
}

/**
 * The user's choirs: on the server for upgraded users, in this browser for everyone else (the
 * same rules either way). `activeId` is the choir the player, the Bell Menu and import follow.
 */
export interface ChoirState {
  readonly choirs: readonly Choir[];
  /** 'idle' until first asked for; 'error' with `error` in words when they could not be read. */
  readonly status: 'idle' | 'loading' | 'ready' | 'error';
  readonly error: string | null;
  readonly activeId: ChoirId | null;
}

export interface AppData {
  readonly user: UserState;
  /** The start-up question 'who is signed in' has been answered (or failed): until then the
   * header shows no account action, neither 'Sign in' nor a name. */
  readonly sessionChecked: boolean;
  readonly plan: PlanState;
  readonly preferences: Preferences;
  /** The title the song had when it was opened: an unchanged title gets ' Remix' on a remix save. */
  readonly loadedTitle: string;
  readonly loadedSongMeta: LoadedSongMeta;
  readonly saveRequired: boolean;
  /** A save is under way: further saves (clicks, Ctrl+S) are ignored until it ends. */
  readonly saving: boolean;
  /** The song being opened (its card shows 'Opening…' until the answer), else null. */
  readonly opening: number | null;
  /** Why the last save of this song failed, in plain words; null once a save succeeds. */
  readonly saveFailure: string | null;
  /** A create of this song that got no final answer: its retries send it again, key and all. */
  readonly pendingCreate: PendingCreate | null;
  /** Set only while a replacement the user confirmed runs, so it is not asked about again. */
  readonly discardConfirmed: boolean;
  readonly playback: PlaybackState;
  readonly library: LibraryState;
  readonly choir: ChoirState;
  /** The rehearsal room this device is in (store/together.ts), or null. */
  readonly room: RoomView | null;
  readonly dialogs: Dialogs;
  readonly toasts: readonly Toast[];
  /** The page is a song's embedded player (`/embed/<id>`): read-only, no sign-in, nothing kept. */
  readonly embed: boolean;
  /** The network and the app's version, as the header shows them (store/offline.ts). */
  readonly network: NetworkState;
}

export interface NetworkState {
  /** The browser has a network (navigator.onLine); the header says 'Offline' when not. */
  readonly online: boolean;
  /** Saves made offline, queued in this browser until the network returns. */
  readonly waiting: number;
  /** A new version of the app is installed and waits for the user to reload. */
  readonly updateReady: boolean;
}

/** Side effects the flows need from the browser; tests pass their own. */
export interface StoreDeps {
  navigate(url: string): void;
  wait(ms: number): Promise<void>;
  now(): Date;
  storage: Storage | null;
  currentPath(): string;
  /** The sound the editor plays and previews with. */
  audio: AudioEngine;
  /** The address bar and history the open song's address goes to (song-address.ts); absent: none. */
  addressBar?: AddressBar | null;
  /** The page whose leaving is guarded while changes are unsaved (absent: nothing to guard). */
  page?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
}

/** The browser's address bar and history, as the song's address uses them (song-address.ts). */
export interface AddressBar {
  path(): string;
  /** A new history entry (Back returns to the one before). */
  push(path: string): void;
  /** This history entry's address changed (the same song under its canonical or new address). */
  replace(path: string): void;
  /** Called on Back and Forward; answers the function that stops listening. */
  onPop(listener: () => void): () => void;
  /** The page's title (the tab's, the history list's), which names the open song. */
  setTitle(title: string): void;
}

/** How this device is in its rehearsal room, as the views show it (store/together.ts). */
export interface RoomView {
  readonly role: 'director' | 'ringer';
  /** The room's code, as the server made it. */
  readonly code: string;
  /** The code as people read it: ABCD-EFGH. */
  readonly shownCode: string;
  /** The address ringers open (what the QR code holds); empty on a ringer's device. */
  readonly joinUrl: string;
  /** The address as a QR code (store/room-qr.ts), on the director's device only. */
  readonly qr: { readonly size: number; readonly path: string } | null;
  readonly title: string;
  /** This device in the room; null until welcomed. */
  readonly deviceId: string | null;
  readonly members: readonly RoomMember[];
  readonly handedTo: string | null;
  readonly connection: 'connecting' | 'open' | 'reconnecting' | 'ended';
  /** How well this device knows the shared clock; null until its first exchanges. */
  readonly clock: {
    readonly quality: 'good' | 'fair' | 'uncertain';
    readonly uncertaintyMs: number;
    readonly roundTripMs: number;
  } | null;
  /** Why the room ended for this device (removed, closed, no such room), or null. */
  readonly ended: string | null;
  /** What the director last changed ('start', 'tempo', ...), for the ringer's screen. */
  readonly lastChange: string | null;
  /** Whom this device rings for ('I am', as named in the room), or null. */
  readonly iAm: string | null;
  /** The director's choir's ringers and its id (a ringer's device finds its bells by them). */
  readonly ringers: readonly RoomRinger[];
  readonly choirId: string | null;
}

/** A ringer of the room's choir, offered for 'I am'. */
export interface RoomRinger {
  readonly id: string;
  readonly name: string;
}

/** Whom a ringer rings for: a ringer of the room's choir (their id), or a name typed. */
export interface RoomIAm {
  readonly name: string;
  readonly ringerId: string | null;
}

/** A device in the room as the room lists it (the contract's member). */
export interface RoomMember {
  readonly deviceId: string;
  readonly name: string;
  readonly iAm: string | null;
  readonly role: 'director' | 'ringer';
  readonly connected: boolean;
  readonly leads: boolean;
  readonly clock: 'good' | 'fair' | 'poor' | 'unknown';
  readonly rttMs: number | null;
  readonly uncertaintyMs: number | null;
  readonly outputDelayMs: number | null;
}
