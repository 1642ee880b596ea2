import './dialogs.css';
import UserSettingsDialog from '../features/account/index.tsx';
import DeleteSongDialog from '../features/library/DeleteSongDialog.tsx';
import SignInDialog from '../features/sign-in/index.tsx';
import ChooseSubscriptionDialog from '../features/subscription/ChooseSubscriptionDialog.tsx';
import ManageSubscriptionDialog from '../features/subscription/ManageSubscriptionDialog.tsx';
import { EditorDialogs } from './EditorDialogs.tsx';
import { ExportHost } from './ExportHost.tsx';
import SaveConflictDialog from './SaveConflictDialog.tsx';
import UnsavedChangesDialog from './UnsavedChangesDialog.tsx';

/**
 * Every dialog but the library's, in one download (see DialogLayerHost). Each shows by its
 * display flag and draws nothing while closed.
 */
export default function DialogLayer() {
  return (
    <>
      <SignInDialog />
      <UserSettingsDialog />
      <ChooseSubscriptionDialog />
      <ManageSubscriptionDialog />
      <DeleteSongDialog />
      <SaveConflictDialog />
      <UnsavedChangesDialog />
      <EditorDialogs />
      <ExportHost />
    </>
  );
}
