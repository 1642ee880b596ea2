import { assignmentFor, rowHolders, rowOrder } from '@ringalong/song';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { choirView } from '../editor/choir/view.ts';
import {
  ChoirPlayerPanel,
  changeSession,
  getSession,
  subscribeSession,
} from '../features/choir-player/index.tsx';
import { useApp, useAppStoreApi, useSong, useSongDocument } from '../store/index.ts';

/**
 * The Choir panel, and the choir in the player from its first opening on: the editor is told the
 * choir view (sound per row, lanes, 'I am') whenever the song, the active choir or the session
 * changes.
 */
export default function ChoirPlayerHost() {
  const store = useAppStoreApi();
  const editor = useSongDocument().editor;
  const visible = useApp((s) => s.dialogs.choirPlayer.display);
  const { choirs, activeId, status } = useApp((s) => s.choir);
  const { song } = useSong();
  const session = useSyncExternalStore(subscribeSession, getSession);
  const choir = choirs.find((c) => c.id === activeId);

  useEffect(() => {
    if (status === 'idle') void store.getState().loadChoirs();
  }, [status, store]);
  useEffect(() => editor.setChoirView(choirView(song, choir, session)), [editor, song, choir, session]);
  useEffect(() => () => editor.setChoirView(null), [editor]);

  const rows = useMemo(() => rowOrder(song, 'pitch'), [song]);
  const assignment = assignmentFor(song, choir?.id);
  const holders = useMemo(() => (assignment ? rowHolders(song, assignment) : null), [song, assignment]);
  return (
    <ChoirPlayerPanel
      visible={visible}
      onHide={() => store.getState().closeDialog('choirPlayer')}
      choir={choir}
      rows={rows}
      holders={holders}
      session={session}
      onChange={changeSession}
      onOpen={(dialog) => {
        store.getState().closeDialog('choirPlayer');
        store.getState().openDialog(dialog);
      }}
    />
  );
}
