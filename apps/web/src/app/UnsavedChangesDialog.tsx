import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useId } from 'react';
import { useApp, useAppStoreApi, useSongTitle } from './store/index.ts';
import type { ReplaceIntent } from './store/types.ts';

/** What the user asked for, in the words of the question. */
function consequence(intent: ReplaceIntent | null, title: string): string {
  const song = `"${title}"`;
  if (intent?.kind === 'signOut')
    return `Signing out will close ${song} and your changes to it will be lost.`;
  if (intent?.kind === 'new')
    return `Starting a new song will replace ${song} and your changes to it will be lost.`;
  return `Opening another song will replace ${song} and your changes to it will be lost.`;
}

/**
 * Asked before anything replaces a song with unsaved changes. Keep editing is the safe choice, so
 * it takes the focus; Escape and the close button keep editing too.
 */
export default function UnsavedChangesDialog() {
  const { display, data } = useApp((s) => s.dialogs.unsavedChanges);
  const title = useSongTitle();
  const actions = useAppStoreApi().getState();
  const keepId = useId();
  return (
    <Dialog
      header="You have unsaved changes"
      visible={display}
      onHide={actions.keepEditing}
      // Once shown, so the dialog's own focusing (its close button) finds the focus already inside.
      onShow={() => document.getElementById(keepId)?.focus()}
      style={{ width: '500px' }}
      breakpoints={{ '550px': '95vw' }}
      footer={
        <div className="question-footer">
          <Button
            label="Discard changes"
            icon="pi pi-trash"
            severity="danger"
            outlined
            onClick={() => void actions.discardChanges()}
          />
          <Button id={keepId} label="Keep editing" icon="pi pi-pencil" onClick={actions.keepEditing} />
        </div>
      }
    >
      <p>{consequence(data, title)}</p>
      <p>Keep editing to save your work first.</p>
    </Dialog>
  );
}
