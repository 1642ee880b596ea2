import { RingAlong } from '../features/ring-along/index.ts';
import { partFailedToast } from '../part-failed.ts';
import { useApp, useAppStoreApi, useSongDocument } from '../store/index.ts';

/** Ring along while the store's `ringAlong` flag is up; Leave (or Escape, F) lowers it. */
export default function RingAlongHost() {
  const store = useAppStoreApi();
  const actions = store.getState();
  const { editor } = useSongDocument();
  const shown = useApp((s) => s.dialogs.ringAlong.display);
  const playing = useApp((s) => s.playback === 'playing');
  const lookAheadSeconds = useApp((s) => s.preferences.lookAheadSeconds);
  const aheadBars = useApp((s) => s.preferences.aheadBars);
  const quietRows = useApp((s) => s.preferences.quietRows);
  if (!shown) return null;
  const leave = () => store.getState().closeDialog('ringAlong');
  return (
    <RingAlong
      editor={editor}
      playing={playing}
      settings={{ lookAheadSeconds, aheadBars, quietRows }}
      onChange={actions.setPreferences}
      onTogglePlay={actions.togglePlay}
      onLeave={leave}
      onFailed={() => {
        leave();
        actions.notify(partFailedToast(true));
      }}
    />
  );
}
