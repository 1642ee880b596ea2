import { useApp, useAppStoreApi, useSong, useSongTitle } from '../store/index.ts';
import { lazyPart } from './lazy-part.tsx';
import { WhenOpened } from './WhenOpened.tsx';

const ExportDialog = lazyPart(() => import('../features/export/index.tsx'));

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

/** The Export dialog: its code (and the writers and renderer it loads) only when first opened. */
export function ExportHost() {
  return (
    <WhenOpened names={['exportMusic']}>
      <ConnectedExport />
    </WhenOpened>
  );
}
