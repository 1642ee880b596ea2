import type { Song } from '@ringalong/song';
import ImportDialog, { type ReadFile } from '../features/import/index.tsx';
import { readMusicFile } from '../music-io/read-file.ts';
import { useApp, useAppStoreApi, useSongDocument } from '../store/index.ts';

/**
 * The import dialog over the store and the song: Import replaces the song as one undo step (so
 * it stays unsaved until saved, and Undo brings the old one back), under the piece's title, and
 * sets the tempo. Cancel, or a file that cannot come in, leaves the song as it was.
 */
export default function ImportMusicHost({ read = readMusicFile }: { read?: ReadFile }) {
  const actions = useAppStoreApi().getState();
  const flag = useApp((s) => s.dialogs.importMusic);
  const doc = useSongDocument();
  const bringIn = (song: Song, bpm: number) => {
    doc.editor.stop();
    doc.editor.edit(() => song);
    doc.setTitle(song.meta.title);
    actions.setPreferences({ bpm });
    actions.closeDialog('importMusic');
  };
  return (
    <ImportDialog
      visible={flag.display}
      file={flag.data?.file ?? null}
      read={read}
      onHide={() => actions.closeDialog('importMusic')}
      onImport={bringIn}
    />
  );
}
