import { assignmentFor } from '@ringalong/song';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { NEW_SESSION } from '../editor/choir/session.ts';
import { practiceGains } from '../editor/choir/sound.ts';
import { choirView } from '../editor/choir/view.ts';
import ExportDialog from '../features/export/index.tsx';
import { useApp, useAppStoreApi, useSong, useSongDocument, useSongTitle } from '../store/index.ts';
import { WhenOpened } from './WhenOpened.tsx';

function ConnectedExport() {
  const store = useAppStoreApi();
  const visible = useApp((s) => s.dialogs.exportMusic.display);
  const preferences = useApp((s) => s.preferences);
  const choirs = useApp((s) => s.choir);
  const { session } = useSongDocument();
  const choirSession = useSyncExternalStore(session.subscribe, () => session.getSnapshot().choir);
  const { song } = useSong();
  const title = useSongTitle();
  useEffect(() => {
    if (visible) void store.getState().loadChoirs();
  }, [visible, store]);
  const active = choirs.choirs.find((c) => c.id === choirs.activeId);
  // The audio as the choir plays it (away ringers' rows by the computer, muted rows silent), and
  // each ringer's practice mix, when the song is assigned for the active choir.
  const { choirGains, practice } = useMemo(() => {
    const assignment = active ? assignmentFor(song, active.id) : undefined;
    if (!active || !assignment) return { choirGains: null, practice: [] };
    const kept = choirSession ?? NEW_SESSION;
    const gains = choirSession ? (choirView(song, active, choirSession)?.rowGains ?? null) : null;
    const ringers = active.ringers.filter((r) =>
      assignment.parts.some((part) => part.ringer === r.id && part.rows.length > 0),
    );
    return {
      choirGains: gains,
      practice: ringers.map((r) => ({
        ringer: r.id,
        name: r.name,
        rowGains: practiceGains(song, active, assignment, kept, r.id),
      })),
    };
  }, [song, active, choirSession]);
  return (
    <ExportDialog
      visible={visible}
      onHide={() => store.getState().closeDialog('exportMusic')}
      song={song}
      title={title}
      preferences={preferences}
      choirGains={choirGains}
      practice={practice}
    />
  );
}

/** The Export dialog, with the layer; the writers and the renderer load when a file is made (music-io/load-encoders.ts). */
export function ExportHost() {
  return (
    <WhenOpened names={['exportMusic']}>
      <ConnectedExport />
    </WhenOpened>
  );
}
