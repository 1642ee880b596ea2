/**
 * The staff view's place in the shell: while the store's `staff` flag is up, the view (its code
 * loaded on first opening, `features/staff/staff-view.chunk.tsx`) shows the song as it is now,
 * with the active choir's ringers' parts. A download that fails lowers the flag with a toast.
 */
import { useEffect, useMemo, useState } from 'react';
import { loadStaffView, staffParts } from '../features/staff/index.ts';
import { partFailedToast } from '../part-failed.ts';
import { useApp, useAppStoreApi, useSong } from '../store/index.ts';

type StaffViewModule = Awaited<ReturnType<typeof loadStaffView>>;

function OpenStaffView({ view }: { view: StaffViewModule }) {
  const store = useAppStoreApi();
  const { song } = useSong();
  const bpm = useApp((s) => s.preferences.bpm);
  const choir = useApp((s) => s.choir.choirs.find((c) => c.id === s.choir.activeId) ?? null);
  const parts = useMemo(() => staffParts(song, choir), [song, choir]);
  const StaffView = view.default;
  useEffect(() => {
    void store
      .getState()
      .loadChoirs()
      .catch(() => undefined);
  }, [store]);
  return (
    <StaffView song={song} bpm={bpm} parts={parts} onClose={() => store.getState().closeDialog('staff')} />
  );
}

export function StaffHost() {
  const store = useAppStoreApi();
  const shown = useApp((s) => s.dialogs.staff.display);
  const [view, setView] = useState<StaffViewModule | null>(() => loadStaffView.loaded());
  useEffect(() => {
    if (!shown || view) return;
    let current = true;
    loadStaffView().then(
      (arrived) => {
        if (current) setView(arrived);
      },
      () => {
        if (!current) return;
        store.getState().closeDialog('staff');
        store.getState().notify(partFailedToast(true));
      },
    );
    return () => {
      current = false;
    };
  }, [shown, view, store]);
  return shown && view ? <OpenStaffView view={view} /> : null;
}
