import { useApp, useAppStoreApi } from '../store/index.ts';
import { Button } from '../ui/Button.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import { copy, refresh } from '../ui/shapes/dialogs.ts';

/** A save refused with 412: the song changed elsewhere. Reload the stored one, or keep this as a copy. */
export default function SaveConflictDialog() {
  const { display, data } = useApp((s) => s.dialogs.saveConflict);
  const actions = useAppStoreApi().getState();
  return (
    <Dialog
      title="This song changed elsewhere"
      visible={display}
      onHide={() => actions.closeDialog('saveConflict')}
      style={{ width: '450px' }}
      footer={
        <div className="question-footer">
          <Button variant="outlined" icon={refresh} onClick={() => void actions.reloadSong()}>
            Reload
          </Button>
          <Button icon={copy} autoFocus onClick={() => void actions.saveCopy()}>
            Save a copy
          </Button>
        </div>
      }
    >
      <p>{data?.message}</p>
      <p>
        Reload it to see the stored version (your changes here are dropped), or save your version as a copy.
      </p>
    </Dialog>
  );
}
