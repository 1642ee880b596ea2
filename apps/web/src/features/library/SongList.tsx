import { useApp, useAppStoreApi } from '../../store/index.ts';
import { Button } from '../../ui/Button.tsx';
import { LibraryCount, LibraryMore } from './LibraryMore.tsx';
import { SongCard } from './SongCard.tsx';

export function SongList() {
  const { songs, fetching, type, error, offline } = useApp((s) => s.library);
  const userId = useApp((s) => s.user.id);
  const signedIn = useApp((s) => s.user.signedIn);
  const opening = useApp((s) => s.opening);
  const actions = useAppStoreApi().getState();

  if (type === 'private' && !signedIn) {
    return (
      <div className="lib-message">
        <p>Sign in to see the songs you have saved.</p>
        <Button onClick={actions.upgradeOrSignIn}>Sign in</Button>
      </div>
    );
  }
  if (fetching) {
    return <p className="lib-message">Fetching songs from server...</p>;
  }
  if (offline && songs.length === 0) {
    return (
      <div className="lib-message" role="status">
        <p>
          <strong>This device is offline.</strong> Songs you open or save here are kept for offline use; the
          library loads when the network is back.
        </p>
      </div>
    );
  }
  // A page after the first that failed keeps the songs shown; LibraryMore says what went wrong.
  if (error !== null && songs.length === 0) {
    return (
      <div className="lib-message lib-error" role="alert">
        <p>
          <strong>Couldn't load the songs.</strong> {error}
        </p>
        <Button variant="outlined" onClick={() => void actions.refreshLibrary()}>
          Retry
        </Button>
      </div>
    );
  }
  if (songs.length === 0) {
    return (
      <div className="lib-message">
        <p>No songs match your search</p>
        <Button variant="outlined" onClick={() => void actions.clearSearch()}>
          Clear search
        </Button>
      </div>
    );
  }
  return (
    <>
      <LibraryCount />
      <ul className="lib-songs">
        {songs.map((song) => {
          const own = userId !== null && song.user_id === userId && !song.is_demo;
          return (
            <SongCard
              key={song.song_id}
              song={song}
              canPublish={own}
              canDelete={own && type === 'private'}
              opening={opening === song.song_id}
              onOpen={() => void actions.openSong(song.song_id)}
              onPublicity={(isPublic) => void actions.setPublicity(song, isPublic)}
              onDelete={() => actions.askDelete(song)}
            />
          );
        })}
      </ul>
      <LibraryMore />
    </>
  );
}
