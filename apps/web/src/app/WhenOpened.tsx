import { type ReactNode, Suspense, useState } from 'react';
import { partFailedToast } from '../part-failed.ts';
import { type AppStore, useApp, useAppStoreApi } from '../store/index.ts';
import type { DialogName } from '../store/types.ts';
import { PartBoundary } from './PartBoundary.tsx';

const openOf = (s: AppStore, names: readonly DialogName[]) => names.filter((name) => s.dialogs[name].display);

/**
 * Loads a group of dialogs' code the first time one of them opens and keeps it mounted
 * afterwards, so the next opening is instant. If the code cannot be downloaded (or it fails),
 * the group's open dialogs close with a toast and the next opening tries again.
 */
export function WhenOpened({
  names,
  children,
  early = false,
}: {
  names: readonly DialogName[];
  children: ReactNode;
  /** Load (and keep) the group with the dialog layer, before any of its dialogs opens. */
  early?: boolean;
}) {
  const store = useAppStoreApi();
  const wanted = useApp((s) => openOf(s, names).length > 0);
  const [opened, setOpened] = useState(early);
  if (wanted && !opened) setOpened(true);
  if (!opened) return null;
  const failed = (loading: boolean) => {
    setOpened(false);
    const { closeDialog, notify } = store.getState();
    for (const name of openOf(store.getState(), names)) closeDialog(name);
    notify(partFailedToast(loading));
  };
  return (
    <PartBoundary onFailed={failed}>
      <Suspense fallback={null}>{children}</Suspense>
    </PartBoundary>
  );
}
