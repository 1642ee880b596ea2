import { useApp, useSongTitle } from '../store/index.ts';
import { transportLock } from '../store/together.ts';
import { AccountButton, useAccountAction } from './AccountButton.tsx';
import { useDispatch } from './actions.ts';
import { HeaderButton } from './HeaderButton.tsx';
import { MenuButton } from './MenuButton.tsx';
import type { MenuItem } from './MenuPopup.tsx';
import { NetworkStatus } from './NetworkStatus.tsx';
import { SaveButton } from './SaveButton.tsx';
import { TransportButtons } from './TransportButtons.tsx';
import { useMidi } from './use-midi.ts';

/**
 * The header row, in the spec's order. Every control has a label a screen reader can read. Where
 * a label has no room (`words-{width}`: shown from that width up, app.css) its button shows the
 * icon, and the name as a tooltip; Play and Save keep their words everywhere. On a phone the less
 * used controls (`header-extra`, and the account; Rehearse too while editing) move into the More
 * menu, which on wider screens holds only what the header has no button for (Go to bar, Keys).
 * Every control dispatches an action of the registry (editor/actions/registry.ts) by its id, and
 * names it in `data-action`.
 */
export function Header() {
  const editMode = useApp((s) => s.preferences.editMode);
  const soundOn = useApp((s) => s.preferences.soundOn);
  const staffShown = useApp((s) => s.dialogs.staff.display);
  const songTitle = useSongTitle();
  // A ringer in a rehearsal room follows the director: Play and Stop read (and look) disabled.
  const locked = useApp((s) => transportLock(s.room));
  const dispatch = useDispatch();
  const account = useAccountAction();
  const editLabel = editMode ? 'Switch to view mode' : 'Switch to edit mode';
  // The composer's MIDI keyboard: a phone's note tools have no room for its button.
  const midi = useMidi(editMode).state;
  // Music in and out: import, export and print (each loads its code when first chosen).
  const musicItems: MenuItem[] = [
    { label: 'Import music…', action: 'importMusic', onSelect: () => dispatch('importMusic') },
    { label: 'Export…', action: 'exportMusic', onSelect: () => dispatch('exportMusic') },
    { label: 'Share…', action: 'share', onSelect: () => dispatch('share') },
    { label: 'Print…', action: 'print', onSelect: () => dispatch('print') },
    { label: 'Choirs…', action: 'choirs', onSelect: () => dispatch('choirs') },
    { label: 'Assign ringers…', action: 'assignRingers', onSelect: () => dispatch('assignRingers') },
    { label: 'Choir in the player…', action: 'choirPlayer', onSelect: () => dispatch('choirPlayer') },
  ];
  // On a phone, what the header has no room for; on wider screens only Go to bar and Keys.
  const onPhone = (item: MenuItem): MenuItem => ({ ...item, phoneOnly: true });
  const phoneItems: MenuItem[] = [
    {
      label: editLabel,
      icon: editMode ? 'view' : 'edit',
      action: 'toggleEditMode',
      onSelect: () => dispatch('toggleEditMode'),
    },
    {
      label: 'Song settings',
      icon: 'settings',
      action: 'songSettings',
      onSelect: () => dispatch('songSettings'),
    },
    {
      label: 'Sound',
      checked: soundOn,
      action: 'sound',
      onSelect: () => dispatch('sound', { on: !soundOn }),
    },
    { label: 'Row Call', icon: 'rowCall', action: 'rowCall', onSelect: () => dispatch('rowCall') },
    // A ringer's tool, in the phone's header while playing; editing, the title and Save need its room.
    ...(editMode
      ? [
          {
            label: 'Rehearse',
            icon: 'loop',
            action: 'rehearse',
            onSelect: () => dispatch('rehearse'),
          } as const,
        ]
      : []),
    { label: 'Ring along', icon: 'ringAlong', action: 'ringAlong', onSelect: () => dispatch('ringAlong') },
    ...(editMode
      ? [
          {
            label: 'MIDI keyboard',
            checked: midi.status === 'on' || midi.status === 'connecting',
            action: 'midiKeyboard',
            narrowOnly: true,
            onSelect: () => dispatch('midiKeyboard'),
          } as const,
        ]
      : []),
  ];
  const moreItems: MenuItem[] = [
    ...phoneItems.map(onPhone),
    { label: 'Go to bar…', action: 'goToBar', onSelect: () => dispatch('goToBar') },
    { label: 'Staff view', checked: staffShown, action: 'staffView', onSelect: () => dispatch('staffView') },
    { label: 'Keys', action: 'help', onSelect: () => dispatch('help') },
    ...[...musicItems, { ...account, icon: 'user' as const }].map(onPhone),
  ];

  return (
    <header className="app-header">
      <HeaderButton
        className="words-1024"
        icon="library"
        label="Library"
        data-action="library"
        onClick={() => dispatch('library')}
      />
      <HeaderButton
        className="header-extra words-1024"
        icon={editMode ? 'view' : 'edit'}
        label={editMode ? 'View' : 'Edit'}
        ariaLabel={editLabel}
        data-action="toggleEditMode"
        onClick={() => dispatch('toggleEditMode')}
      />
      <div className="song-title">
        {editMode ? (
          <input
            className="song-title-input"
            value={songTitle}
            aria-label="Song title"
            data-action="renameSong"
            onChange={(e) => dispatch('renameSong', { title: e.target.value })}
          />
        ) : (
          <button
            type="button"
            className="song-title-text"
            title="Edit this song"
            aria-label={`Song title: ${songTitle}. Edit this song`}
            data-action="enterEditMode"
            onClick={() => dispatch('enterEditMode')}
          >
            {songTitle}
          </button>
        )}
      </div>
      <TransportButtons locked={locked} stopClassName="words-1600" />
      <HeaderButton
        className={editMode ? 'header-extra words-1280' : 'words-1280'}
        icon="loop"
        label="Rehearse"
        data-action="rehearse"
        onClick={() => dispatch('rehearse')}
      />
      <HeaderButton
        className="header-extra words-1600"
        icon="settings"
        label="Settings"
        ariaLabel="Song settings"
        data-action="songSettings"
        onClick={() => dispatch('songSettings')}
      />
      <button
        type="button"
        role="switch"
        aria-checked={soundOn}
        aria-label="Sound"
        className="sound-switch header-extra words-1600"
        data-action="sound"
        onClick={() => dispatch('sound', { on: !soundOn })}
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
        data-action="rowCall"
        onClick={() => dispatch('rowCall')}
      />
      <HeaderButton
        className="header-extra words-1600"
        icon="ringAlong"
        label="Ring along"
        data-action="ringAlong"
        onClick={() => dispatch('ringAlong')}
      />
      <MenuButton
        className="header-extra words-1280"
        icon="music"
        label="Music"
        ariaLabel="Music: import, export and print"
        items={musicItems}
      />
      <span className="header-spacer" />
      <NetworkStatus />
      <SaveButton />
      <AccountButton />
      <MenuButton className="header-more" icon="more" ariaLabel="More" items={moreItems} />
    </header>
  );
}
