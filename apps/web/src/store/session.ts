import { parseSongAddress } from '@ringalong/song';
import { errorMessage } from '../api/errors.ts';
import { NetworkError, RequestError } from '../api/http.ts';
import { partFailedToast } from '../part-failed.ts';
import type { GetState, SessionActions, SetState } from './actions.ts';
import { takeArrival } from './arrival.ts';
import { type FoundDraft, readWork } from './durable.ts';
import type { FirstPageData } from './first-page.ts';
import { ALL_CLOSED, INITIAL_LIBRARY, NO_CHOIRS, NO_PLAN, SIGNED_OUT } from './initial.ts';
import { forgetAccount, keptAccount, rememberAccount } from './kept-account.ts';
import { flagsNow, loadIntoEditor } from './load.ts';
import { adoptHandedOverSong, callApi, loadServer } from './server.ts';
import type { sessionFlows } from './session-flows.ts';
import { joinCodeIn } from './together.ts';
import type { SongDocument } from './types.ts';
import { mustConfirmReplace } from './unsaved.ts';

/** The browser says it has no network. */
const offline = () => globalThis.navigator?.onLine === false;

/** Spec section 4: the plan is fetched 1000 ms after sign-in. */
export const PLAN_REFETCH_DELAY_MS = 1000;

export function sessionActions(
  set: SetState,
  get: GetState,
  doc: SongDocument,
  firstPage: FirstPageData | null = null,
  /** The draft an earlier visit kept (store/durable.ts), read as the store is made. */
  found: Promise<FoundDraft> = Promise.resolve({ draft: null, seq: 0, moved: Promise.resolve() }),
): SessionActions {
  // The server rendered the library's first page for a visitor with no session: nobody is signed
  // in, and the library is open with that page already.
  const rendered = firstPage?.songs != null;
  // A song's address: the song the server put in the page, or, on a page it did not render (the
  // dev server), the id the path names, opened as the library opens it.
  const address = firstPage?.address ?? null;
  const restoreWork = async (): Promise<boolean> => {
    const work = await readWork(found);
    if (!work?.saveRequired) return false;
    loadIntoEditor(set, doc, work.song, {
      meta: work.meta,
      editMode: true,
      saveRequired: true,
      title: work.title,
      loadedTitle: work.loadedTitle,
    });
    get().closeDialog('library');
    return true;
  };

  /**
   * With no network, who was signed in when it last answered (kept-account.ts), marked stale: shown
   * signed in, with the plan they had, so their saves queue; asked again when the network returns.
   */
  const lastKnown = async (): Promise<boolean> => {
    const account = await keptAccount(get().deps.storage);
    if (!account) {
      // The name the start showed (kept-account.ts accountAtStart) has no account behind it.
      set((s) => ({ sessionChecked: true, user: s.user.stale ? SIGNED_OUT : s.user }));
      return false;
    }
    set((s) => ({
      user: { signedIn: true, signingInProcess: false, id: account.userId, name: account.name, stale: true },
      plan: { ...s.plan, planObject: account.planObject },
      sessionChecked: true,
    }));
    return true;
  };

  const whoAmI = async (): Promise<boolean> => {
    // Offline the question cannot be answered: no call waits for its failure.
    if (offline()) return lastKnown();
    try {
      const me = await callApi('me');
      set({
        user: { signedIn: true, signingInProcess: false, id: me.user_id, name: me.display_name },
        sessionChecked: true,
      });
      return true;
    } catch (error) {
      if (error instanceof NetworkError && offline()) return lastKnown();
      // Spec section 8: logged only, and once. A 401 is an anonymous visitor's answer, not a fault.
      if (error instanceof RequestError && error.status === 401) {
        console.info('Session check: not signed in.');
        void forgetAccount(get().deps.storage);
      } else console.error('Session check failed:', errorMessage(error));
      set({ sessionChecked: true });
      return false;
    }
  };

  let made: ReturnType<typeof sessionFlows> | null = null;
  /**
   * The server flows, loaded on first use. When their code does not arrive, the user is told as
   * for any part of the app that could not be downloaded, and `failed` undoes what waited for it.
   */
  const flows = async (failed?: () => void) => {
    try {
      const code = await loadServer();
      made ??= code.sessionFlows(set, get);
      return made;
    } catch {
      failed?.();
      get().notify(partFailedToast(true));
      return null;
    }
  };

  /** Opens the song of the page's address, or says there is none to open here. */
  const openAddressed = async (id: number, embed: boolean) => {
    if (embed) set({ sessionChecked: true });
    if (address && !address.song) {
      if (!embed) {
        get().openEmptySong();
        get().openLibrary();
      }
      get().notify({
        severity: 'warn',
        summary: 'Song not found',
        detail: 'There is no song at this address, or only its owner can open it.',
        life: 8000,
      });
      return;
    }
    await get().openAddress(id);
  };

  let started = false;
  return {
    init: async () => {
      // React's development mode runs start-up effects twice; the app starts once.
      if (started) return;
      started = true;
      const { deps } = get();
      const named = parseSongAddress(deps.currentPath());
      // The embedded player signs no one in and keeps nothing: it opens its song, or says it cannot.
      if (get().embed) return openAddressed(named?.id ?? 0, true);
      const { returningFromSignIn, checkoutCanceled } = takeArrival();
      const signedIn = rendered ? false : await whoAmI();
      if (signedIn && returningFromSignIn) return get().afterSignIn();
      if (signedIn && !get().user.stale)
        await get()
          .fetchPlan()
          .then(() => rememberAccount(get))
          .catch(() => undefined);
      const afterCheckout = signedIn && deps.currentPath().endsWith('/success');
      const backFromCheckout = afterCheckout || (signedIn && checkoutCanceled);
      if (await restoreWork()) {
        if (signedIn) await adoptHandedOverSong(set, get, doc);
        // Kept work of another song is not lost to a link: the unsaved-changes question comes
        // first. Kept work of this very song (a reload) is the song, as it was left.
        if (named?.kind === 'song' && named.id !== get().loadedSongMeta.song_id)
          await openAddressed(named.id, false);
      } else if (named?.kind === 'song') {
        await openAddressed(named.id, false);
      } else {
        get().openEmptySong();
        // Back from the checkout, Manage Subscription is what matters; the library can wait.
        if (!backFromCheckout && !rendered) get().openLibrary();
      }
      if (afterCheckout) await get().subscriptionSucceeded();
      else if (signedIn && checkoutCanceled) get().checkoutCanceled();
      // A ringer opened a rehearsal room's address: the join form, not the library.
      const joinCode = joinCodeIn(deps.currentPath(), globalThis.location?.search ?? '');
      if (joinCode !== null) {
        get().closeDialog('library');
        get().openDialog('together', { code: joinCode });
      }
    },

    upgradeOrSignIn: () => get().openDialog(get().user.signedIn ? 'subscriptionOptions' : 'signIn'),

    signIn: async () => {
      set((s) => ({ user: { ...s.user, signingInProcess: true } }));
      get().keepWorkNow();
      await (
        await flows(() => {
          set((s) => ({ user: { ...s.user, signingInProcess: false } }));
          get().closeDialog('signIn');
        })
      )?.signIn();
    },

    afterSignIn: async () => {
      const { deps } = get();
      const processingBefore = deps.currentPath().endsWith('/success');
      // Signed in from a song's address (a private song of theirs was 'not found' before): that song.
      const named = parseSongAddress(deps.currentPath());
      const restored = await restoreWork();
      if (!restored && named?.kind === 'song') await openAddressed(named.id, false);
      else if (!restored) {
        get().openEmptySong();
        get().openLibrary();
      }
      set((s) => ({ plan: { ...s.plan, planBeingProcessed: true } }));
      get().notify({ severity: 'success', summary: 'Signed in', life: 1000 });
      get().closeDialog('signIn');
      await deps.wait(PLAN_REFETCH_DELAY_MS);
      await get()
        .fetchPlan()
        .catch((error) => console.error('Plan fetch failed:', errorMessage(error)));
      set((s) => ({ plan: { ...s.plan, planBeingProcessed: false } }));
      if (flagsNow(get).upgraded) {
        await get().refreshLibrary();
      } else if (processingBefore) {
        await get().subscriptionSucceeded();
      } else {
        get().openDialog('subscriptionOptions');
      }
    },

    fetchPlan: async () => {
      const { planObject, handedOverSong } = await callApi('plan');
      set((s) => ({ plan: { ...s.plan, planObject, handedOverSong: handedOverSong ?? null } }));
    },

    signOut: async () => {
      if (mustConfirmReplace(set, get, { kind: 'signOut' })) return;
      try {
        await callApi('logout');
      } catch (error) {
        console.error('Logout failed:', errorMessage(error));
      }
      void forgetAccount(get().deps.storage);
      // The account's choirs go with it; this browser's are read again when next asked for.
      set({
        user: SIGNED_OUT,
        plan: NO_PLAN,
        library: INITIAL_LIBRARY,
        choir: NO_CHOIRS,
        dialogs: ALL_CLOSED,
      });
      get().openEmptySong();
      get().openLibrary();
      get().closeDialog('userSettings');
    },

    confirmAccount: async () => {
      if (!get().user.stale) return;
      try {
        const me = await callApi('me');
        set({ user: { signedIn: true, signingInProcess: false, id: me.user_id, name: me.display_name } });
        await get().fetchPlan();
        await rememberAccount(get);
      } catch (error) {
        // The session ended while the device was away: signed out (saves waiting stay queued
        // until the user signs in again). No answer yet: still the last known, asked again later.
        if (error instanceof RequestError && error.status === 401) {
          void forgetAccount(get().deps.storage);
          set({ user: SIGNED_OUT, plan: NO_PLAN });
        }
      }
    },

    updateUsername: async (name) => {
      await (await flows())?.updateUsername(name);
    },
  };
}
