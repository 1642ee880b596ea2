import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Icon } from '../../app/icons.tsx';
import { useApp, useAppStoreApi, usePlanFlags } from '../../app/store/index.ts';
import { LibraryFilters } from './LibraryFilters.tsx';
import { SongList } from './SongList.tsx';

export const UPGRADE_PROMPT = 'Upgrade to unlock and contribute to the full library!';

/** Song Library: public or own songs, search, and the list of cards. */
export default function LibraryDialog() {
  const visible = useApp((s) => s.dialogs.library.display);
  const { upgraded } = usePlanFlags();
  const actions = useAppStoreApi().getState();

  const footer = (
    <div className="library-footer">
      {upgraded ? null : (
        <span className="library-upgrade">
          {UPGRADE_PROMPT} <Button label="Upgrade" size="small" link onClick={actions.upgradeOrSignIn} />
        </span>
      )}
      <Button label="New Song" icon={<Icon name="plus" />} onClick={actions.newSong} />
    </div>
  );

  return (
    <Dialog
      header="Song Library"
      visible={visible}
      onHide={() => actions.closeDialog('library')}
      style={{ width: '760px', height: '500px' }}
      breakpoints={{ '800px': '95vw' }}
      footer={footer}
      contentClassName="library-content"
    >
      <LibraryFilters />
      <SongList />
    </Dialog>
  );
}
