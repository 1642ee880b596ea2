import './library.css';
import { type ComponentType, Suspense } from 'react';
import { useApp, useAppStoreApi, usePlanFlags } from '../../store/index.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { plus } from '../../ui/shapes/library.ts';
import { LibraryFilters } from './LibraryFilters.tsx';
import { SongList } from './SongList.tsx';

export const UPGRADE_PROMPT = 'Upgrade to unlock and contribute to the full library!';

export interface LibraryDialogProps {
  /**
   * Export all and import an archive (LibraryArchive.tsx), for people signed in (never on the
   * server's first page): the shell hands it in from the dialogs' chunk, loaded when first drawn.
   */
  readonly Archive?: ComponentType;
}

/**
 * Song Library: public or own songs, search, and the list of cards. It opens on start, and the
 * server renders its first page with the header (src/render-page.tsx): it stands in the app's
 * tree, not in a portal.
 */
export default function LibraryDialog({ Archive }: LibraryDialogProps) {
  const visible = useApp((s) => s.dialogs.library.display);
  const { upgraded } = usePlanFlags();
  const signedIn = useApp((s) => s.user.signedIn);
  const actions = useAppStoreApi().getState();

  const footer = (
    <div className="lib-footer">
      {signedIn && Archive ? (
        <Suspense fallback={null}>
          <Archive />
        </Suspense>
      ) : null}
      {upgraded ? null : (
        <span className="lib-upgrade">
          {UPGRADE_PROMPT}{' '}
          <Button variant="link" onClick={actions.upgradeOrSignIn}>
            Upgrade
          </Button>
        </span>
      )}
      <Button icon={plus} onClick={actions.newSong}>
        New Song
      </Button>
    </div>
  );

  return (
    <Dialog
      title="Song Library"
      visible={visible}
      onHide={() => actions.closeDialog('library')}
      footer={footer}
      className="lib-dialog"
      inPlace
    >
      <LibraryFilters />
      <SongList />
    </Dialog>
  );
}
