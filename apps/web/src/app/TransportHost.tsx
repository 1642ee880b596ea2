import GoToBar from '../features/go-to-bar/GoToBar.tsx';
import KeyHelp from '../features/key-help/KeyHelp.tsx';
import { useApp, useAppStoreApi, useSong } from '../store/index.ts';
import { useDispatch } from './actions.ts';

/** The help sheet of every key and 'Go to bar', loaded when one of them first opens. */
export default function TransportHost() {
  const actions = useAppStoreApi().getState();
  const dialogs = useApp((s) => s.dialogs);
  const dispatch = useDispatch();
  const { song } = useSong();
  return (
    <>
      <KeyHelp visible={dialogs.keyHelp.display} onHide={() => actions.closeDialog('keyHelp')} />
      <GoToBar
        visible={dialogs.goToBar.display}
        onHide={() => actions.closeDialog('goToBar')}
        song={song}
        onGo={(beat) => dispatch('goTo', { beat })}
      />
    </>
  );
}
