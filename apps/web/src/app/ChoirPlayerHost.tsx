import { assignmentFor, rowHolders, rowOrder } from '@ringalong/song';
import { useEffect, useMemo, useReducer, useSyncExternalStore } from 'react';
import { type ChoirSession, NEW_SESSION } from '../editor/choir/session.ts';
import { ChoirPlayerPanel } from '../features/choir-player/index.tsx';
import { useApp, useAppStoreApi, useSong, useSongDocument } from '../store/index.ts';

/**
 * The Choir panel: shows and changes the choir session of the editor's session model. Playback
 * and the player's rows follow the session by themselves (store/reactions.ts), opened or not.
 */
export default function ChoirPlayerHost() {
  const store = useAppStoreApi();
  const session = useSongDocument().session;
  const visible = useApp((s) => s.dialogs.choirPlayer.display);
  const { choirs, activeId, status } = useApp((s) => s.choir);
  const { song } = useSong();
  const kept = useSyncExternalStore(session.subscribe, () => session.getSnapshot().choir);
  // The session tells its readers once a frame; a change made here is drawn at once (a checkbox
  // that waited a frame would flick back first): the render reads the session's newest snapshot.
  const [, drawNow] = useReducer((n: number) => n + 1, 0);
  const choir = choirs.find((c) => c.id === activeId);

  useEffect(() => {
    if (status === 'idle') void store.getState().loadChoirs();
  }, [status, store]);
  // The panel's first opening starts the choir in the player (a new session, on) when none was kept.
  useEffect(() => {
    if (!session.choir) session.setChoir(NEW_SESSION);
  }, [session]);

  const rows = useMemo(() => rowOrder(song, 'pitch'), [song]);
  const assignment = assignmentFor(song, choir?.id);
  const holders = useMemo(() => (assignment ? rowHolders(song, assignment) : null), [song, assignment]);
  const change = (patch: Partial<ChoirSession>) => {
    session.setChoir({ ...(session.choir ?? NEW_SESSION), ...patch });
    drawNow();
  };
  return (
    <ChoirPlayerPanel
      visible={visible}
      onHide={() => store.getState().closeDialog('choirPlayer')}
      choir={choir}
      rows={rows}
      keyFifths={song.key?.fifths ?? 0}
      holders={holders}
      session={kept ?? NEW_SESSION}
      onChange={change}
      onOpen={(dialog) => {
        store.getState().closeDialog('choirPlayer');
        store.getState().openDialog(dialog);
      }}
    />
  );
}
