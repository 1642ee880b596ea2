import { songPath } from '@ringalong/song';
import { useApp, useSongTitle } from '../store/index.ts';
import { AppToasts } from './AppToasts.tsx';
import { useDispatch } from './actions.ts';
import { EditorCanvas } from './EditorCanvas.tsx';
import { HeaderButton } from './HeaderButton.tsx';

/**
 * The embedded player (`/embed/<id>`, docs/addresses.md): the song's title as a link to its
 * address, Play and Stop, and the notes scrolling in the player. Nothing edits the song, nobody
 * signs in, and nothing is kept in the browser (main.tsx gives the store no storage).
 */
export function EmbedPlayer({ withEditor = true }: { readonly withEditor?: boolean }) {
  const title = useSongTitle();
  const id = useApp((s) => s.loadedSongMeta.song_id);
  const playing = useApp((s) => s.playback === 'playing');
  const dispatch = useDispatch();
  return (
    <>
      <header className="app-header embed-header">
        <HeaderButton
          className="play-button"
          variant="solid"
          icon={playing ? 'pause' : 'play'}
          label={playing ? 'Pause' : 'Play'}
          aria-keyshortcuts="Space"
          data-action="playPause"
          onClick={() => dispatch('playPause')}
        />
        <HeaderButton
          icon="stop"
          label="Stop"
          variant="outlined"
          data-action="stop"
          onClick={() => dispatch('stop')}
        />
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
