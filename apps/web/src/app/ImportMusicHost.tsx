import type { Song } from '@ringalong/song';
import { useEffect } from 'react';
import ImportDialog, { type ReadFile } from '../features/import/index.tsx';
import { readMusicFile } from '../music-io/read-file.ts';
import { useApp, useAppStoreApi } from '../store/index.ts';
import { useDispatch } from './actions.ts';

/**
 * The import dialog over the store and the song: Import replaces the song as one undo step (so
 * it stays unsaved until saved, and Undo brings the old one back), under the piece's title, and
 * sets the tempo; it is a new song, so saving never writes it over the song that was open.
 * Cancel, or a file that cannot come in, leaves the song as it was.
 */
export default function ImportMusicHost({ read = readMusicFile }: { read?: ReadFile }) {
  const store = useAppStoreApi();
  const actions = store.getState();
  const flag = useApp((s) => s.dialogs.importMusic);
  const dispatch = useDispatch();
  // The active choir's bells are offered as the bells to import onto.
  const choir = useApp((s) => s.choir.choirs.find((c) => c.id === s.choir.activeId) ?? null);
  useEffect(() => {
    if (flag.display) void actions.loadChoirs();
  }, [flag.display, actions]);
  const bringIn = (song: Song, bpm: number) => {
    dispatch('importSong', { song, bpm });
    actions.closeDialog('importMusic');
  };
  return (
    <ImportDialog
      visible={flag.display}
      file={flag.data?.file ?? null}
      read={read}
      onHide={() => actions.closeDialog('importMusic')}
      onImport={bringIn}
      choir={choir}
    />
  );
}
