import { DEFAULT_PREFERENCES } from '@ringalong/song';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { getAudioEngine } from '../audio/index.ts';
import { SongDocument } from '../editor/document.ts';
import { browserStorage } from '../persistence/index.ts';
import type { AppStore } from './actions.ts';
import { choirActions } from './choirs.ts';
import { findDraft, keepWork } from './durable.ts';
import { type FirstPageData, firstPageState } from './first-page.ts';
import { initialData } from './initial.ts';
import { keepPreferences } from './keep-preferences.ts';
import { accountAtStart } from './kept-account.ts';
import { libraryActions } from './library.ts';
import { offlineActions } from './offline.ts';
import { startReactions } from './reactions.ts';
import { sessionActions } from './session.ts';
import { browserAddressBar, followSongAddress } from './song-address.ts';
import { songActions } from './songs.ts';
import { subscriptionActions } from './subscription.ts';
import { togetherActions } from './together.ts';
import type { StoreDeps } from './types.ts';
import { uiActions } from './ui.ts';
import { unsavedActions } from './unsaved.ts';

export function browserDeps(): StoreDeps {
  // Storage can be switched off (null); the app still works, it only forgets work on reload.
  const storage = browserStorage();
  return {
    navigate: (url) => window.location.assign(url),
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    now: () => new Date(),
    storage,
    currentPath: () => window.location.pathname,
    addressBar: browserAddressBar(window),
    audio: getAudioEngine(),
    page: window,
  };
}

/** The store, with the song's owner beside it (outside the store's state). */
export type AppStoreApi = StoreApi<AppStore> & {
  /** The song, its history and its title; the store reads it when saving or keeping work. */
  readonly doc: SongDocument;
  flushWork(): void;
  stopKeepingWork(): void;
  /** Ends the reactions between the parts (reactions.ts): for tests that make stores one after another. */
  stopReactions(): void;
  /** Resolves once the preferences kept from an earlier visit are in (at once when none are). */
  readonly preferencesRead: Promise<void>;
};

/**
 * The store and the song's document beside it. `firstPage` is what the server rendered the page
 * from (store/first-page.ts): the store starts in that state, so the app hydrates the page as it is.
 */
export function createAppStore(
  deps: StoreDeps = browserDeps(),
  firstPage: FirstPageData | null = null,
): AppStoreApi {
  let store: StoreApi<AppStore> | null = null;
  let keeper: ReturnType<typeof keepWork> | null = null;
  // The draft of an earlier visit is looked for at once, beside the start's first calls.
  const found = findDraft(deps.storage);
  let stopAddress: () => void = () => undefined;
  const state = () => {
    if (!store) throw new Error('The store is not made yet');
    return store.getState();
  };
  // What the canvas reports goes to store actions; the song's changes go out by subscription.
  const doc = new SongDocument(
    {
      // The editor reads the preferences as it is made, before the store exists.
      getPreferences: () => store?.getState().preferences ?? DEFAULT_PREFERENCES,
      onPlaybackChange: (playback) => state().setPlayback(playback),
      onOpenBarMenu: (data) => state().openBarMenu(data),
      onOpenBellMenu: () => state().openDialog('bellMenu'),
      onSaveRequested: () => void state().save(),
      onNoteLimit: (notAdded) => state().noteLimitReached(notAdded),
      onChimeMartellato: (notes) => state().chimeMartellato(notes),
      onRingAlong: () => state().ringAlong(),
      onOpenPanel: (name) => state().openDialog(name),
      onToggleTextView: () =>
        state().dialogs.textView.display ? state().closeDialog('textView') : state().openDialog('textView'),
    },
    deps.audio,
  );
  const made = createStore<AppStore>()((set, get) => ({
    ...initialData(),
    ...firstPageState(firstPage),
    // Offline, the account kept: shown at once, as the page painted it (kept-account.ts).
    ...accountAtStart(deps.storage),
    deps,
    ...uiActions(set, get, doc),
    ...sessionActions(set, get, doc, firstPage, found),
    keepWorkNow: () => keeper?.flush(),
    ...songActions(set, get, doc, firstPage?.address?.song ?? null),
    ...unsavedActions(set, get),
    ...libraryActions(set, get),
    ...subscriptionActions(set, get, doc),
    ...choirActions(set, get),
    ...togetherActions(set, get, doc),
    ...offlineActions(set, get),
  }));
  store = made;
  // The song's address follows the open song once the app has opened what it opens first
  // (song-address.ts); a second init (React's development mode) shares the first.
  const { init } = made.getState();
  let starting: Promise<void> | null = null;
  made.setState({
    init: () =>
      (starting ??= init().finally(() => {
        if (deps.addressBar && !made.getState().embed) stopAddress = followSongAddress(made, deps.addressBar);
      })),
  });
  doc.onEdit(() => made.setState({ saveRequired: true }));
  keeper = keepWork(made, doc, deps.storage, found);
  const preferencesRead = keepPreferences(made, deps.storage);
  const stopSongReactions = startReactions(made, doc, deps);
  const stopReactions = () => {
    stopSongReactions();
    stopAddress();
  };
  return Object.assign(made, {
    doc,
    flushWork: keeper.flush,
    stopKeepingWork: keeper.stop,
    stopReactions,
    preferencesRead,
  });
}
