import { JoinRoom, RoomBadge, TogetherPanel } from '../features/rehearse-together/index.tsx';
import { useApp, useAppStoreApi } from '../store/index.ts';

/**
 * Rehearse together: the director's room panel, a ringer's join form (the room's address opened,
 * or a code typed), and on a ringer's device the badge of its standing in the room.
 */
export default function TogetherHost() {
  const store = useAppStoreApi();
  const dialog = useApp((s) => s.dialogs.together);
  const room = useApp((s) => s.room);
  const signedIn = useApp((s) => s.user.signedIn);
  const actions = store.getState();
  const hide = () => actions.closeDialog('together');
  const joining = dialog.data !== null && room?.role !== 'director';
  return (
    <>
      {joining ? (
        <JoinRoom
          visible={dialog.display}
          onHide={hide}
          code={dialog.data?.code ?? ''}
          ringers={[]}
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
        />
      )}
      {room?.role === 'ringer' ? <RoomBadge room={room} onLeave={() => actions.leaveRoom()} /> : null}
    </>
  );
}
