import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useApp, useAppStoreApi } from './store/index.ts';

/** A save refused with 412: the song changed elsewhere. Reload the stored one, or keep this as a copy. */
export default function SaveConflictDialog() {
  const { display, data } = useApp((s) => s.dialogs.saveConflict);
  const actions = useAppStoreApi().getState();
  return (
    <Dialog
      header="This song changed elsewhere"
      visible={display}
      onHide={() => actions.closeDialog('saveConflict')}
      style={{ width: '450px' }}
      breakpoints={{ '500px': '95vw' }}
      footer={
        <div>
          <Button label="Reload" icon="pi pi-refresh" outlined onClick={() => void actions.reloadSong()} />
          <Button label="Save a copy" icon="pi pi-copy" autoFocus onClick={() => void actions.saveCopy()} />
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
