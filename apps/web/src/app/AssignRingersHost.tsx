import { assignmentFor } from '@ringalong/song';
import { useEffect } from 'react';
import AssignRingersDialog from '../features/assign-ringers/index.tsx';
import { useApp, useAppStoreApi, useSong } from '../store/index.ts';
import { useDispatch } from './actions.ts';
import { WhenOpened } from './WhenOpened.tsx';

function ConnectedAssignRingers() {
  const store = useAppStoreApi();
  const dispatch = useDispatch();
  const visible = useApp((s) => s.dialogs.assignRingers.display);
  const choirs = useApp((s) => s.choir);
  const { song } = useSong();
  useEffect(() => {
    if (visible) void store.getState().loadChoirs();
  }, [visible, store]);
  const choir = choirs.choirs.find((c) => c.id === choirs.activeId) ?? null;
  const close = () => store.getState().closeDialog('assignRingers');
  return (
    <AssignRingersDialog
      visible={visible}
      onHide={close}
      song={song}
      choir={choir}
      stored={choir ? assignmentFor(song, choir.id) : undefined}
      onOpenChoirs={() => {
        close();
        store.getState().openDialog('choirs');
      }}
      onSave={(assignment) => dispatch('saveAssignment', { assignment })}
      onKeepChart={(chart) =>
        choir ? store.getState().saveChoir({ ...choir, chart }) : Promise.resolve(false)
      }
    />
  );
}

/** Assign ringers, with the dialog layer: drawn only once first opened. */
export function AssignRingersHost() {
  return (
    <WhenOpened names={['assignRingers']}>
      <ConnectedAssignRingers />
    </WhenOpened>
  );
}
