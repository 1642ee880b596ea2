import { songPath } from '@ringalong/song';
import { useApp, useSongTitle } from '../store/index.ts';
import { AppToasts } from './AppToasts.tsx';
import { EditorCanvas } from './EditorCanvas.tsx';
import { TransportButtons } from './TransportButtons.tsx';

/**
 * The embedded player (`/embed/<id>`, docs/addresses.md): the song's title as a link to its
 * address, Play and Stop, and the notes scrolling in the player. Nothing edits the song, nobody
 * signs in, and nothing is kept in the browser (main.tsx gives the store no storage).
 */
export function EmbedPlayer({ withEditor = true }: { readonly withEditor?: boolean }) {
  const title = useSongTitle();
  const id = useApp((s) => s.loadedSongMeta.song_id);
  return (
    <>
      <header className="app-header embed-header">
        <TransportButtons />
        {id > 0 ? (
          <a className="embed-title" href={songPath(id, title)} target="_blank" rel="noopener">
            {title}
            <span className="embed-site"> · Ringalong</span>
          </a>
        ) : (
          <span className="embed-title">Ringalong</span>
        )}
      </header>
      <main className="app-main">{withEditor ? <EditorCanvas /> : null}</main>
      <AppToasts />
    </>
  );
}
