import { NOTE_LIMIT } from '@ringalong/song';
import type { GetState, SetState, UiActions } from './actions.ts';
import { CLOSED } from './initial.ts';
import type { DialogName, SongDocument } from './types.ts';

/** Spec section 4: closing a dialog blurs the focused element after 50 ms. */
const BLUR_DELAY_MS = 50;
const TOAST_LOG_LENGTH = 30;
const NOTE_LIMIT_TOAST_MS = 4000;
let toastId = 0;

/** The library's dialogs, which keep the focus where it was when they open. */
export const OWN_FRAME_DIALOGS: ReadonlySet<DialogName> = new Set<DialogName>(['library', 'deleteSong']);

/**
 * Whatever opens a dialog from outside a dialog (a header button, the canvas) lets go of the
 * focus first, so closing the dialog leaves the focus on the page, where Space plays.
 */
function releaseOpenerFocus(): void {
  const focused = globalThis.document?.activeElement as (Element & { blur?: () => void }) | null;
  if (focused && !focused.closest('[role="dialog"]')) focused.blur?.();
}

export function uiActions(set: SetState, get: GetState, doc: SongDocument): UiActions {
  const { editor } = doc;
  const pauseIfPlaying = () => {
    if (get().playback === 'playing') editor.pause();
  };
  return {
    openDialog: (name, data) => {
      if (!OWN_FRAME_DIALOGS.has(name)) releaseOpenerFocus();
      set((s) => ({ dialogs: { ...s.dialogs, [name]: { display: true, data: data ?? null } } }));
    },
    closeDialog: (name) => {
      set((s) => ({ dialogs: { ...s.dialogs, [name]: CLOSED } }));
      // The page can be gone when the timer fires (a closed tab, a finished test), so take its
      // document now and read no page globals later.
      const page = globalThis.document;
      if (!page) return;
      setTimeout(() => {
        const focused = page.activeElement as (Element & { blur?: () => void }) | null;
        // A dialog still open (one opened as this one closed) keeps its focus.
        if (!focused?.closest('[role="dialog"]')) focused?.blur?.();
      }, BLUR_DELAY_MS);
    },
    notify: (toast) =>
      set((s) => ({ toasts: [...s.toasts, { ...toast, id: ++toastId }].slice(-TOAST_LOG_LENGTH) })),
    setPreferences: (changes) => {
      // The editor follows (reactions.ts).
      set((s) => ({ preferences: { ...s.preferences, ...changes } }));
    },
    toggleEditMode: () => get().setPreferences({ editMode: !get().preferences.editMode }),
    enterEditMode: () => {
      editor.stop();
      get().setPreferences({ editMode: true });
    },
    setSoundOn: (soundOn) => get().setPreferences({ soundOn }),
    setPlayback: (playback) => set({ playback }),
    togglePlay: () => editor.togglePlay(),
    stop: () => editor.stop(),
    noteLimitReached: (notAdded) => {
      const notes = notAdded === 1 ? '1 note was' : `${notAdded} notes were`;
      get().notify({
        severity: 'warn',
        summary: 'Note limit reached',
        detail: `A song holds at most ${NOTE_LIMIT} notes; ${notes} not added.`,
        life: NOTE_LIMIT_TOAST_MS,
      });
    },
    chimeMartellato: (notes) => {
      get().notify({
        severity: 'warn',
        summary: 'Martellato on handchimes',
        detail: `${notes === 1 ? '1 note is' : `${notes} notes are`} on handchime rows: chimes are not struck on the table, so ring them plainly or mark them for bells.`,
        life: NOTE_LIMIT_TOAST_MS,
      });
    },
    openLibrary: () => {
      pauseIfPlaying();
      get().openDialog('library');
      void get().refreshLibrary();
    },
    openBarMenu: (data) => get().openDialog('barMenu', data),
    ringAlong: () => {
      // Within the press or key that asked: browsers allow full screen only then.
      globalThis.document?.documentElement.requestFullscreen?.().catch(() => {});
      get().openDialog('ringAlong');
    },
  };
}
