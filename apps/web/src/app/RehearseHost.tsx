import { useSyncExternalStore } from 'react';
import { RehearsePanel } from '../features/rehearse/index.tsx';
import { useApp, useAppStoreApi, useSong, useSongDocument } from '../store/index.ts';
import { useDispatch } from './actions.ts';

/** The Rehearse panel over the editor: practice tempo and count-in are preferences, the loop the editor's. */
export default function RehearseHost() {
  const store = useAppStoreApi();
  const editor = useSongDocument().editor;
  const dispatch = useDispatch();
  const visible = useApp((s) => s.dialogs.rehearse.display);
  const preferences = useApp((s) => s.preferences);
  const { song } = useSong();
  const loop = useSyncExternalStore(editor.subscribeNoteTools, editor.getLoop);
  return (
    <RehearsePanel
      visible={visible}
      onHide={() => store.getState().closeDialog('rehearse')}
      song={song}
      preferences={preferences}
      onChange={(patch) => dispatch('setPreferences', { patch })}
      loop={loop}
      onLoopChange={(loop) => dispatch('setLoop', { loop })}
      onTogether={() => dispatch('rehearseTogether')}
    />
  );
}
