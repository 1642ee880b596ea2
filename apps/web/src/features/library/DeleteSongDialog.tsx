import './library.css';
import { useApp, useAppStoreApi } from '../../store/index.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { trash } from '../../ui/shapes/library.ts';

/** 'Are you sure?': deleting a song cannot be undone. */
export default function DeleteSongDialog() {
  const { display, data: song } = useApp((s) => s.dialogs.deleteSong);
  const actions = useAppStoreApi().getState();
  return (
    <Dialog
      title="Are you sure?"
      visible={display}
      onHide={() => actions.closeDialog('deleteSong')}
      className="lib-confirm"
      footer={
        <div className="lib-confirm-footer">
          <Button variant="text" onClick={() => actions.closeDialog('deleteSong')}>
            Keep it
          </Button>
          <Button
            variant="danger"
            icon={trash}
            autoFocus
            onClick={() => song && void actions.deleteSong(song)}
          >
            Delete song permanently
          </Button>
        </div>
      }
    >
      {song ? <p>'{song.title}' will be deleted for good.</p> : null}
    </Dialog>
  );
}
