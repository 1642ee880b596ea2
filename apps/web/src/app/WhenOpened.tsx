import { type ReactNode, Suspense, useState } from 'react';
import { PartBoundary } from './PartBoundary.tsx';
import { partFailedToast } from './part-failed.ts';
import { useApp, useAppStoreApi } from './store/index.ts';
import type { DialogName } from './store/types.ts';

/**
 * Loads a dialog's code the first time it opens and keeps it mounted afterwards, so its closing
 * animation plays and the next opening is instant. If its code cannot be downloaded (or it
 * fails), the dialog closes with a toast and the next opening tries again.
 */
export function WhenOpened({ name, children }: { name: DialogName; children: ReactNode }) {
  const store = useAppStoreApi();
  const display = useApp((s) => s.dialogs[name].display);
  const [opened, setOpened] = useState(false);
  if (display && !opened) setOpened(true);
  if (!opened) return null;
  const failed = (loading: boolean) => {
    setOpened(false);
    const { closeDialog, notify } = store.getState();
    closeDialog(name);
    notify(partFailedToast(loading));
  };
  return (
    <PartBoundary onFailed={failed}>
      <Suspense fallback={null}>{children}</Suspense>
    </PartBoundary>
  );
}
