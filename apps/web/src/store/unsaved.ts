import type { GetState, SetState, UnsavedActions } from './actions.ts';
import { CLOSED } from './initial.ts';
import type { ReplaceIntent } from './types.ts';

/**
 * Guards every action that replaces the song in the editor. With unsaved changes it asks first and
 * answers true: the caller stops, and nothing (not even the kept local copy) changes until the
 * user confirms. The library and user settings step aside so the question is the only thing open.
 */
export function mustConfirmReplace(set: SetState, get: GetState, intent: ReplaceIntent): boolean {
  const { saveRequired, discardConfirmed } = get();
  if (!saveRequired || discardConfirmed) return false;
  // Set directly, not via closeDialog: its delayed blur would take focus from the question.
  set((s) => ({
    dialogs: {
      ...s.dialogs,
      library: CLOSED,
      userSettings: CLOSED,
      unsavedChanges: { display: true, data: intent },
    },
  }));
  return true;
}

export function unsavedActions(set: SetState, get: GetState): UnsavedActions {
  const carryOut = (intent: ReplaceIntent): Promise<void> | void => {
    if (intent.kind === 'open') return get().openSong(intent.songId);
    if (intent.kind === 'openAddress') return get().openAddress(intent.songId);
    if (intent.kind === 'new') return get().newSong();
    return get().signOut();
  };
  return {
    discardChanges: async () => {
      const intent = get().dialogs.unsavedChanges.data;
      get().closeDialog('unsavedChanges');
      if (!intent) return;
      set({ discardConfirmed: true });
      try {
        await carryOut(intent);
      } finally {
        set({ discardConfirmed: false });
      }
    },
    keepEditing: () => get().closeDialog('unsavedChanges'),
  };
}
