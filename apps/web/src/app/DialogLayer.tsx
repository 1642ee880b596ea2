import './dialogs.css';
import UserSettingsDialog from '../features/account/index.tsx';
import DeleteSongDialog from '../features/library/DeleteSongDialog.tsx';
import SignInDialog from '../features/sign-in/index.tsx';
import ChooseSubscriptionDialog from '../features/subscription/ChooseSubscriptionDialog.tsx';
import ManageSubscriptionDialog from '../features/subscription/ManageSubscriptionDialog.tsx';
import { AssignRingersHost } from './AssignRingersHost.tsx';
import { EditorDialogs } from './EditorDialogs.tsx';
import { ExportHost } from './ExportHost.tsx';
import { lazyPart } from './lazy-part.tsx';
import SaveConflictDialog from './SaveConflictDialog.tsx';
import { StaffHost } from './StaffHost.tsx';
import UnsavedChangesDialog from './UnsavedChangesDialog.tsx';
import { WhenOpened } from './WhenOpened.tsx';

/** Import music brings the readers' front and the shaping: loaded when first opened, not with the layer. */
const ImportMusic = lazyPart(() => import('./ImportMusicHost.tsx'));
const IMPORT: readonly ['importMusic'] = ['importMusic'];
/** Print brings the print view's drawing: loaded when first chosen. */
const Print = lazyPart(() => import('./PrintHost.tsx'));
const PRINT: readonly ['print'] = ['print'];
/** Rehearse (practice tempo, loop, count-in): loaded when first opened. */
const Rehearse = lazyPart(() => import('./RehearseHost.tsx'));
const REHEARSE: readonly ['rehearse'] = ['rehearse'];
/** Ring along brings its picture and controls: loaded when first entered. */
const RingAlong = lazyPart(() => import('./RingAlongHost.tsx'));
const RING_ALONG: readonly ['ringAlong'] = ['ringAlong'];
/** The choir in the player's panel: loaded when first opened (playback follows the choir without it: reactions.ts). */
const ChoirPlayer = lazyPart(() => import('./ChoirPlayerHost.tsx'));
const CHOIR_PLAYER: readonly ['choirPlayer'] = ['choirPlayer'];
/** Sound sync's calibration: loaded when first opened. */
const Calibration = lazyPart(() => import('../features/calibration/CalibrationDialog.tsx'));
const CALIBRATION: readonly ['calibration'] = ['calibration'];
/** The help sheet and 'Go to bar': loaded when first opened. */
const Transport = lazyPart(() => import('./TransportHost.tsx'));
const TRANSPORT: readonly ['keyHelp', 'goToBar'] = ['keyHelp', 'goToBar'];
/** The Choirs dialog (a choir's ringers and bells): loaded when first opened. */
const Choirs = lazyPart(() => import('../features/choirs/index.tsx'));
const CHOIRS: readonly ['choirs'] = ['choirs'];

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
      <AssignRingersHost />
      <StaffHost />
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
    </>
  );
}
