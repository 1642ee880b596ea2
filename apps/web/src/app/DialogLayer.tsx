import './dialogs.css';
import UserSettingsDialog from '../features/account/index.tsx';
import Calibration from '../features/calibration/CalibrationDialog.tsx';
import Choirs from '../features/choirs/index.tsx';
import DeleteSongDialog from '../features/library/DeleteSongDialog.tsx';
import ShareDialog from '../features/share/ShareDialog.tsx';
import SignInDialog from '../features/sign-in/index.tsx';
import ChooseSubscriptionDialog from '../features/subscription/ChooseSubscriptionDialog.tsx';
import ManageSubscriptionDialog from '../features/subscription/ManageSubscriptionDialog.tsx';
import { AssignRingersHost } from './AssignRingersHost.tsx';
import ChoirPlayer from './ChoirPlayerHost.tsx';
import { EditorDialogs } from './EditorDialogs.tsx';
import { ExportHost } from './ExportHost.tsx';
import { lazyPart } from './lazy-part.tsx';
import { loadMusicFiles } from './music-files.ts';
import Rehearse from './RehearseHost.tsx';
import RingAlong from './RingAlongHost.tsx';
import SaveConflictDialog from './SaveConflictDialog.tsx';
import { StaffHost } from './StaffHost.tsx';
import { TextViewHost } from './TextViewHost.tsx';
import Together from './TogetherHost.tsx';
import Transport from './TransportHost.tsx';
import UnsavedChangesDialog from './UnsavedChangesDialog.tsx';
import { WhenOpened } from './WhenOpened.tsx';

/**
 * Import music (the readers' front and the shaping) and Print (the print view's drawing): in the
 * chunk of the music's readers and writers, loaded when either is first opened, not with the layer.
 */
const ImportMusic = lazyPart(async () => ({ default: (await loadMusicFiles()).ImportMusic }));
const IMPORT: readonly ['importMusic'] = ['importMusic'];
const Print = lazyPart(async () => ({ default: (await loadMusicFiles()).Print }));
const PRINT: readonly ['print'] = ['print'];
const REHEARSE: readonly ['rehearse'] = ['rehearse'];
const RING_ALONG: readonly ['ringAlong'] = ['ringAlong'];
const CHOIR_PLAYER: readonly ['choirPlayer'] = ['choirPlayer'];
const CALIBRATION: readonly ['calibration'] = ['calibration'];
const TRANSPORT: readonly ['keyHelp', 'goToBar'] = ['keyHelp', 'goToBar'];
const CHOIRS: readonly ['choirs'] = ['choirs'];
const TOGETHER: readonly ['together'] = ['together'];
const SHARE: readonly ['share'] = ['share'];

/**
 * Every dialog but the library's, in one download (dialogs.chunk.tsx, see DialogLayerHost); Import
 * music and Print bring the heavy readers and the print view, each a chunk of its own. Each shows by its
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
      <AssignRingersHost />
      <StaffHost />
      <TextViewHost />
      <WhenOpened names={IMPORT}>
        <ImportMusic />
      </WhenOpened>
      <WhenOpened names={PRINT}>
        <Print />
      </WhenOpened>
      <WhenOpened names={REHEARSE}>
        <Rehearse />
      </WhenOpened>
      <WhenOpened names={RING_ALONG}>
        <RingAlong />
      </WhenOpened>
      <WhenOpened names={CHOIR_PLAYER}>
        <ChoirPlayer />
      </WhenOpened>
      <WhenOpened names={CALIBRATION}>
        <Calibration />
      </WhenOpened>
      <WhenOpened names={TRANSPORT}>
        <Transport />
      </WhenOpened>
      <WhenOpened names={CHOIRS}>
        <Choirs />
      </WhenOpened>
      <WhenOpened names={TOGETHER}>
        <Together />
      </WhenOpened>
      <WhenOpened names={SHARE}>
        <ShareDialog />
      </WhenOpened>
    </>
  );
}
