/**
 * The shell's way to the action registry (editor/actions/registry.ts): the context every action
 * is performed in (the document's editor, and the store's intents for the app around it), and a
 * hook that gives components `dispatch(id, args)`. Components change the song and open dialogs only
 * through it; none of them calls a song operation.
 */
import { useMemo } from 'react';
import { type ArgsOf, dispatch, type Outcome } from '../editor/actions/registry.ts';
import type { ActionContext, ActionId } from '../editor/actions/types.ts';
import { takeImportedSong } from '../store/imported.ts';
import { type AppStoreApi, useAppStoreApi } from '../store/index.ts';
import { loadMidi } from './midi-source.ts';

/** What the registry's actions are performed with in the app. */
export function actionContext(store: AppStoreApi): ActionContext {
  const state = () => store.getState();
  return {
    editor: store.doc.editor,
    app: {
      openPanel: (name) => state().openDialog(name),
      save: () => void state().save(),
      ringAlong: () => state().ringAlong(),
      openLibrary: () => state().openLibrary(),
      toggleStaffView: () =>
        state().dialogs.staff.display ? state().closeDialog('staff') : state().openDialog('staff'),
      toggleTextView: () =>
        state().dialogs.textView.display ? state().closeDialog('textView') : state().openDialog('textView'),
      toggleMidi: () => void loadMidi().then((midi) => midi.toggleMidi(store, actionContext(store))),
      toggleEditMode: () => state().toggleEditMode(),
      enterEditMode: () => state().enterEditMode(),
      setSoundOn: (on) => state().setSoundOn(on),
      setPreferences: (patch) => state().setPreferences(patch),
      importSong: (song, bpm) => takeImportedSong(store, store.doc, song, bpm),
      renameSong: (title) => store.doc.setTitle(title),
    },
  };
}

export type Dispatch = <Id extends ActionId>(id: Id, ...args: ArgsOf<Id>) => Outcome;

/** `dispatch(id, args)`: performs one of the registry's actions, if it can be done now. */
export function useDispatch(): Dispatch {
  const store = useAppStoreApi();
  return useMemo(() => {
    const ctx = actionContext(store);
    return <Id extends ActionId>(id: Id, ...args: ArgsOf<Id>) => dispatch(ctx, id, ...args);
  }, [store]);
}
