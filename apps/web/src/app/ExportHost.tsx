import ExportDialog from '../features/export/index.tsx';
import { useApp, useAppStoreApi, useSong, useSongTitle } from '../store/index.ts';
import { WhenOpened } from './WhenOpened.tsx';

function ConnectedExport() {
  const store = useAppStoreApi();
  const visible = useApp((s) => s.dialogs.exportMusic.display);
  const preferences = useApp((s) => s.preferences);
  const { song } = useSong();
  const title = useSongTitle();
  return (
    <ExportDialog
      visible={visible}
      onHide={() => store.getState().closeDialog('exportMusic')}
      song={song}
      title={title}
      preferences={preferences}
    />
  );
}

/** The Export dialog, with the layer; the writers and the renderer load when a file is made (encoders.chunk.ts). */
export function ExportHost() {
  return (
    <WhenOpened names={['exportMusic']}>
      <ConnectedExport />
    </WhenOpened>
  );
}
