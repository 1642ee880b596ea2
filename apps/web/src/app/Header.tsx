import { TITLE_MAX } from '@ringalong/song';
import { Button } from 'primereact/button';
import { InputSwitch } from 'primereact/inputswitch';
import { InputText } from 'primereact/inputtext';
import { useId } from 'react';
import { AccountButton } from './AccountButton.tsx';
import { useApp, useAppStoreApi } from './store/index.ts';

/** The header row, in the spec's order. Every control has a label a screen reader can read. */
export function Header() {
  const editMode = useApp((s) => s.preferences.editMode);
  const soundOn = useApp((s) => s.preferences.soundOn);
  const songTitle = useApp((s) => s.songTitle);
  const playing = useApp((s) => s.playback === 'playing');
  const saveRequired = useApp((s) => s.saveRequired);
  const remix = useApp((s) => s.loadedSongMeta.song_id > 0 && s.loadedSongMeta.user_id !== s.user.id);
  const actions = useAppStoreApi().getState();
  const soundId = useId();

  return (
    <header className="app-header">
      <Button icon="pi pi-book" label="Library" aria-label="Library" onClick={actions.openLibrary} text />
      <Button
        icon={editMode ? 'pi pi-eye' : 'pi pi-pencil'}
        label={editMode ? 'View' : 'Edit'}
        aria-label={editMode ? 'Switch to view mode' : 'Switch to edit mode'}
        onClick={actions.toggleEditMode}
        text
      />
      <div className="song-title">
        {editMode ? (
          <InputText
            value={songTitle}
            maxLength={TITLE_MAX}
            aria-label="Song title"
            onChange={(e) => actions.setSongTitle(e.target.value)}
          />
        ) : (
          <button
            type="button"
            className="song-title-text"
            title="Edit this song"
            aria-label={`Song title: ${songTitle}. Edit this song`}
            onClick={actions.enterEditMode}
          >
            {songTitle}
          </button>
        )}
      </div>
      <Button
        className="play-button"
        icon={playing ? 'pi pi-pause' : 'pi pi-play'}
        label={playing ? 'Pause' : 'Play'}
        aria-label={playing ? 'Pause' : 'Play'}
        onClick={actions.togglePlay}
      />
      <Button icon="pi pi-stop" label="Stop" aria-label="Stop" onClick={actions.stop} outlined />
      <Button
        icon="pi pi-cog"
        label="Settings"
        aria-label="Song settings"
        onClick={() => actions.openDialog('settings')}
        text
      />
      <span className="sound-switch">
        <InputSwitch
          inputId={soundId}
          checked={soundOn}
          onChange={(e) => actions.setSoundOn(Boolean(e.value))}
        />
        <label htmlFor={soundId}>Sound {soundOn ? 'on' : 'off'}</label>
      </span>
      <Button
        icon="pi pi-users"
        label="Row Call"
        aria-label="Row Call"
        onClick={() => actions.openDialog('rowCall')}
        text
      />
      <span className="header-spacer" />
      {saveRequired ? (
        <Button
          icon="pi pi-save"
          label={remix ? 'Save as remix' : 'Save'}
          aria-label={remix ? 'Save as remix' : 'Save'}
          onClick={() => void actions.save()}
        />
      ) : null}
      <AccountButton />
    </header>
  );
}
