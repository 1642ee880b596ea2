import { useSyncExternalStore } from 'react';
import { RingAlong } from '../features/ring-along/index.ts';
import { partFailedToast } from '../part-failed.ts';
import { useApp, useAppStoreApi, useSongDocument } from '../store/index.ts';
import { transportLock } from '../store/together.ts';

/**
 * Ring along while the store's `ringAlong` flag is up; Leave (or Escape, F) lowers it. With 'I am'
 * in the player it is 'my part' (store/reactions.ts opens it): the ringer's rows alone, and Leave
 * sets I am to no one, which ends it.
 */
export default function RingAlongHost() {
  const store = useAppStoreApi();
  const actions = store.getState();
  const doc = useSongDocument();
  const { editor, session } = doc;
  const shown = useApp((s) => s.dialogs.ringAlong.display);
  const playing = useApp((s) => s.playback === 'playing');
  const lookAheadSeconds = useApp((s) => s.preferences.lookAheadSeconds);
  const aheadBars = useApp((s) => s.preferences.aheadBars);
  const quietRows = useApp((s) => s.preferences.quietRows);
  const choirs = useApp((s) => s.choir);
  const choirSession = useSyncExternalStore(session.subscribe, () => session.getSnapshot().choir);
  const room = useApp((s) => s.room);
  const locked = transportLock(room);
  if (!shown) return null;
  // A ringer in a room rings for the room's choir, not one of this browser's.
  const active =
    room?.role === 'ringer' && room.choirId ? room : choirs.choirs.find((c) => c.id === choirs.activeId);
  const iAm = choirSession?.on ? choirSession.iAm : null;
  const part = active?.ringers.find((r) => r.id === iAm)?.name ?? null;
  const leave = () => {
    const now = session.choir;
    if (part !== null && now) session.setChoir({ ...now, iAm: null });
    store.getState().closeDialog('ringAlong');
  };
  return (
    <RingAlong
      editor={editor}
      playing={playing}
      part={part}
      settings={{ lookAheadSeconds, aheadBars, quietRows }}
      onChange={actions.setPreferences}
      onTogglePlay={actions.togglePlay}
      transportLocked={locked}
      onLeave={leave}
      onFailed={() => {
        leave();
        actions.notify(partFailedToast(true));
      }}
    />
  );
}
