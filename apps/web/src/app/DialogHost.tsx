import { type ComponentType, lazy, type ReactNode, Suspense, useRef } from 'react';
import { EditorDialogs } from './EditorDialogs.tsx';
import { useApp } from './store/index.ts';
import type { DialogName } from './store/types.ts';

const SignInDialog = lazy(() => import('../features/sign-in/index.tsx'));
const UserSettingsDialog = lazy(() => import('../features/account/index.tsx'));
const ChooseSubscriptionDialog = lazy(() => import('../features/subscription/ChooseSubscriptionDialog.tsx'));
const ManageSubscriptionDialog = lazy(() => import('../features/subscription/ManageSubscriptionDialog.tsx'));
const SaveConflictDialog = lazy(() => import('./SaveConflictDialog.tsx'));
const UnsavedChangesDialog = lazy(() => import('./UnsavedChangesDialog.tsx'));

/**
 * Loads a dialog's code the first time it opens and keeps it mounted afterwards, so its closing
 * animation plays and the next opening is instant.
 */
export function WhenOpened({ name, children }: { name: DialogName; children: ReactNode }) {
  const display = useApp((s) => s.dialogs[name].display);
  const opened = useRef(false);
  if (display) opened.current = true;
  return opened.current ? <Suspense fallback={null}>{children}</Suspense> : null;
}

const OWN_DIALOGS: [DialogName, ComponentType][] = [
  ['signIn', SignInDialog],
  ['userSettings', UserSettingsDialog],
  ['subscriptionOptions', ChooseSubscriptionDialog],
  ['manageSubscription', ManageSubscriptionDialog],
  ['saveConflict', SaveConflictDialog],
  ['unsavedChanges', UnsavedChangesDialog],
];

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
