import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Icon } from '../../app/icons.tsx';
import { useApp, useAppStoreApi } from '../../app/store/index.ts';

/** 'Are you sure?': deleting a song cannot be undone. */
export default function DeleteSongDialog() {
  const { display, data: song } = useApp((s) => s.dialogs.deleteSong);
  const actions = useAppStoreApi().getState();
  return (
    <Dialog
      header="Are you sure?"
      visible={display}
      onHide={() => actions.closeDialog('deleteSong')}
      style={{ width: '400px' }}
      breakpoints={{ '450px': '95vw' }}
      footer={
        <div>
          <Button label="Keep it" text onClick={() => actions.closeDialog('deleteSong')} />
          <Button
            label="Delete song permanently"
            severity="danger"
            icon={<Icon name="trash" />}
            autoFocus
            onClick={() => song && void actions.deleteSong(song)}
          />
        </div>
      }
    >
      {song ? <p>'{song.title}' will be deleted for good.</p> : null}
    </Dialog>
  );
}
