import { EDITOR_DIALOGS, EditorDialogs } from './EditorDialogs.tsx';
import { lazyPart, type Part } from './lazy-part.tsx';
import type { DialogName } from './store/types.ts';
import { WhenOpened } from './WhenOpened.tsx';

const SignInDialog = lazyPart(() => import('../features/sign-in/index.tsx'));
const UserSettingsDialog = lazyPart(() => import('../features/account/index.tsx'));
const ChooseSubscriptionDialog = lazyPart(
  () => import('../features/subscription/ChooseSubscriptionDialog.tsx'),
);
const ManageSubscriptionDialog = lazyPart(
  () => import('../features/subscription/ManageSubscriptionDialog.tsx'),
);
const SaveConflictDialog = lazyPart(() => import('./SaveConflictDialog.tsx'));
const UnsavedChangesDialog = lazyPart(() => import('./UnsavedChangesDialog.tsx'));

const OWN_DIALOGS: [DialogName, Part<object>][] = [
  ['signIn', SignInDialog],
  ['userSettings', UserSettingsDialog],
  ['subscriptionOptions', ChooseSubscriptionDialog],
  ['manageSubscription', ManageSubscriptionDialog],
  ['saveConflict', SaveConflictDialog],
  ['unsavedChanges', UnsavedChangesDialog],
];

/** Downloads every dialog's code ahead of its first opening (see OverlaysHost). */
export function preloadDialogs(): Promise<void> {
  const parts = [...OWN_DIALOGS.map(([, part]) => part), ...EDITOR_DIALOGS];
  return Promise.all(parts.map((part) => part.preload())).then(() => undefined);
}

/** Every PrimeReact dialog of the app, each shown by its display flag (the library is hosted in App). */
export function DialogHost() {
  return (
    <>
      {OWN_DIALOGS.map(([name, Dialog]) => (
        <WhenOpened key={name} name={name}>
          <Dialog />
        </WhenOpened>
      ))}
      <EditorDialogs />
    </>
  );
}
