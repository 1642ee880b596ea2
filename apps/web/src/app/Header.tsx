import { useApp, useAppStoreApi, useSongDocument, useSongTitle } from '../store/index.ts';
import { AccountButton, useAccountAction } from './AccountButton.tsx';
import { HeaderButton } from './HeaderButton.tsx';
import { MenuButton, type MenuItem } from './MenuButton.tsx';
import { SaveButton } from './SaveButton.tsx';

/**
 * The header row, in the spec's order. Every control has a label a screen reader can read. Where
 * a label has no room (`words-{width}`: shown from that width up, app.css) its button shows the
 * icon, and the name as a tooltip; Play and Save keep their words everywhere. On a phone the less
 * used controls (`header-extra`, and the account; Rehearse too while editing) move into the More
 * menu, which on wider screens holds only what the header has no button for (Go to bar, Keys).
 */
export function Header() {
  const editMode = useApp((s) => s.preferences.editMode);
  const soundOn = useApp((s) => s.preferences.soundOn);
  const songTitle = useSongTitle();
  const doc = useSongDocument();
  const playing = useApp((s) => s.playback === 'playing');
  const actions = useAppStoreApi().getState();
  const account = useAccountAction();
  const editLabel = editMode ? 'Switch to view mode' : 'Switch to edit mode';
  // Music in and out: import, export and print (each loads its code when first chosen).
  const musicItems: MenuItem[] = [
    { label: 'Import music…', onSelect: () => actions.openDialog('importMusic') },
    { label: 'Export…', onSelect: () => actions.openDialog('exportMusic') },
    { label: 'Print…', onSelect: () => actions.openDialog('print') },
    { label: 'Choirs…', onSelect: () => actions.openDialog('choirs') },
    { label: 'Assign ringers…', onSelect: () => actions.openDialog('assignRingers') },
    { label: 'Choir in the player…', onSelect: () => actions.openDialog('choirPlayer') },
  ];
  // On a phone, what the header has no room for; on wider screens only Go to bar and Keys.
  const onPhone = (item: MenuItem): MenuItem => ({ ...item, phoneOnly: true });
  const phoneItems: MenuItem[] = [
    { label: editLabel, icon: editMode ? 'view' : 'edit', onSelect: actions.toggleEditMode },
    { label: 'Song settings', icon: 'settings', onSelect: () => actions.openDialog('settings') },
    { label: 'Sound', checked: soundOn, onSelect: () => actions.setSoundOn(!soundOn) },
    { label: 'Row Call', icon: 'rowCall', onSelect: () => actions.openDialog('rowCall') },
    // A ringer's tool, in the phone's header while playing; editing, the title and Save need its room.
    ...(editMode
      ? [{ label: 'Rehearse', icon: 'loop', onSelect: () => actions.openDialog('rehearse') } as const]
      : []),
    { label: 'Ring along', icon: 'ringAlong', onSelect: actions.ringAlong },
  ];
  const moreItems: MenuItem[] = [
    ...phoneItems.map(onPhone),
    { label: 'Go to bar…', onSelect: () => actions.openDialog('goToBar') },
    { label: 'Keys', onSelect: () => actions.openDialog('keyHelp') },
    ...[...musicItems, { ...account, icon: 'user' as const }].map(onPhone),
  ];

  return (
    <header className="app-header">
      <HeaderButton className="words-1024" icon="library" label="Library" onClick={actions.openLibrary} />
      <HeaderButton
        className="header-extra words-1024"
        icon={editMode ? 'view' : 'edit'}
        label={editMode ? 'View' : 'Edit'}
        ariaLabel={editLabel}
        onClick={actions.toggleEditMode}
      />
      <div className="song-title">
        {editMode ? (
          <input
            className="song-title-input"
            value={songTitle}
            aria-label="Song title"
            onChange={(e) => doc.setTitle(e.target.value)}
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
      <HeaderButton
        className="play-button"
        variant="solid"
        icon={playing ? 'pause' : 'play'}
        label={playing ? 'Pause' : 'Play'}
        aria-keyshortcuts="Space"
        onClick={actions.togglePlay}
      />
      <HeaderButton
        className="words-1600"
        icon="stop"
        label="Stop"
        variant="outlined"
        onClick={actions.stop}
      />
      <HeaderButton
        className={editMode ? 'header-extra words-1280' : 'words-1280'}
        icon="loop"
        label="Rehearse"
        onClick={() => actions.openDialog('rehearse')}
      />
      <HeaderButton
        className="header-extra words-1600"
        icon="settings"
        label="Settings"
        ariaLabel="Song settings"
        onClick={() => actions.openDialog('settings')}
      />
      <button
        type="button"
        role="switch"
        aria-checked={soundOn}
        aria-label="Sound"
        className="sound-switch header-extra words-1600"
        onClick={() => actions.setSoundOn(!soundOn)}
      >
        <span className="ui-switch-track" aria-hidden="true">
          <span className="ui-switch-thumb" />
        </span>
        <span className="sound-switch-label">Sound {soundOn ? 'on' : 'off'}</span>
      </button>
      <HeaderButton
        className="header-extra words-1366"
        icon="rowCall"
        label="Row Call"
        onClick={() => actions.openDialog('rowCall')}
      />
      <HeaderButton
        className="header-extra words-1600"
        icon="ringAlong"
        label="Ring along"
        onClick={actions.ringAlong}
      />
      <MenuButton
        className="header-extra words-1280"
        icon="music"
        label="Music"
        ariaLabel="Music: import, export and print"
        items={musicItems}
      />
      <span className="header-spacer" />
      <SaveButton />
      <AccountButton />
      <MenuButton className="header-more" icon="more" ariaLabel="More" items={moreItems} />
    </header>
  );
}
