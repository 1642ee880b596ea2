import { useApp, useAppStoreApi, useSongTitle } from '../store/index.ts';
import type { ReplaceIntent } from '../store/types.ts';
import { Button } from '../ui/Button.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import { edit } from '../ui/shapes/first-paint.ts';
import { trash } from '../ui/shapes/library.ts';

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
  return (
    <Dialog
      title="You have unsaved changes"
      visible={display}
      onHide={actions.keepEditing}
      style={{ width: '500px' }}
      footer={
        <div className="question-footer">
          <Button variant="danger-outlined" icon={trash} onClick={() => void actions.discardChanges()}>
            Discard changes
          </Button>
          <Button icon={edit} autoFocus onClick={actions.keepEditing}>
            Keep editing
          </Button>
        </div>
      }
    >
      <p>{consequence(data, title)}</p>
      <p>Keep editing to save your work first.</p>
    </Dialog>
  );
}
