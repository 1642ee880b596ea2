import { useCallback, useState, useSyncExternalStore } from 'react';
import { JoinRoom, RoomBadge, TogetherPanel } from '../features/rehearse-together/index.tsx';
import { useApp, useAppStoreApi, useSongDocument } from '../store/index.ts';
import type { RoomRinger } from '../store/types.ts';

/**
 * Rehearse together: the director's room panel, a ringer's join form (the room's address opened,
 * or a code typed; the room's choir's ringers offered for 'I am'), and on a ringer's device the
 * badge of its standing in the room.
 */
export default function TogetherHost() {
  const store = useAppStoreApi();
  const dialog = useApp((s) => s.dialogs.together);
  const room = useApp((s) => s.room);
  const signedIn = useApp((s) => s.user.signedIn);
  const session = useSongDocument().session;
  useSyncExternalStore(session.subscribe, () => session.getSnapshot().choir);
  // The newest snapshot, not the one told a frame later: the switch flips at once.
  const guideTones = session.choir?.quietGuide ?? false;
  const [ringers, setRingers] = useState<{ code: string; ringers: readonly RoomRinger[] } | null>(null);
  const actions = store.getState();
  const hide = () => actions.closeDialog('together');
  const joining = dialog.data !== null && room?.role !== 'director';
  // The code typed (or opened): its room's ringers (the room's code knows a whole code from part).
  const lookUp = useCallback(
    (code: string) => {
      setRingers((known) => {
        if (known?.code === code) return known;
        void store
          .getState()
          .roomRingers(code)
          .then((found) => setRingers((now) => (now?.code === code ? { code, ringers: found } : now)));
        return { code, ringers: [] };
      });
    },
    [store],
  );
  return (
    <>
      {joining ? (
        <JoinRoom
          visible={dialog.display}
          onHide={hide}
          code={dialog.data?.code ?? ''}
          ringers={ringers?.ringers ?? []}
          onCode={lookUp}
          onJoin={(code, name, iAm) => {
            hide();
            void actions.joinRoom(code, name, iAm);
          }}
        />
      ) : (
        <TogetherPanel
          visible={dialog.display}
          onHide={hide}
          room={room?.role === 'director' ? room : null}
          signedIn={signedIn}
          onOpen={() => void actions.openRoom()}
          onClose={() => actions.closeRoom()}
          onRemove={(deviceId) => actions.removeFromRoom(deviceId)}
          onHandOver={(deviceId) => actions.handOver(deviceId)}
        />
      )}
      {room?.role === 'ringer' ? (
        <RoomBadge
          room={room}
          guideTones={guideTones}
          onGuideTones={(on) => actions.setGuideTones(on)}
          onLeave={() => actions.leaveRoom()}
        />
      ) : null}
    </>
  );
}
