import { rowCallInfo } from '@ringalong/song';
import { useMemo } from 'react';
import { getAudioEngine } from '../audio/index.ts';
import BarMenu from '../features/bar-menu/index.tsx';
import BellMenu from '../features/bell-menu/index.tsx';
import RowCall from '../features/row-call/index.tsx';
import SongSettings from '../features/settings/index.tsx';
import { useApp, useAppStoreApi, useSong, useSongDocument } from '../store/index.ts';

/**
 * The editor-side dialogs (props-driven, built by the dialogs helper): each reads the one song of
 * the document and edits it through the editor.
 */
export function EditorDialogs() {
  const store = useAppStoreApi();
  const actions = store.getState();
  const dialogs = useApp((s) => s.dialogs);
  const { editor } = useSongDocument();
  const { song } = useSong();
  const preferences = useApp((s) => s.preferences);
  const { staves } = song;
  const bells = useMemo(() => Object.fromEntries(staves.map((stave) => [stave.pitchId, true])), [staves]);
  const barMenu = dialogs.barMenu.data;

  return (
    <>
      {barMenu ? (
        <BarMenu
          visible={dialogs.barMenu.display}
          onHide={() => actions.closeDialog('barMenu')}
          barStart={barMenu.barStart}
          currentTimeSig={barMenu.currentTimeSig}
          onSetTimeSignature={(n, d) => editor.setBarTimeSignature(barMenu.barStart, n, d)}
          onAddBars={(count) => editor.addBars(barMenu.barStart, count)}
          onDeleteBars={(count) => editor.deleteBars(barMenu.barStart, count)}
        />
      ) : null}
      <BellMenu
        visible={dialogs.bellMenu.display}
        onHide={() => actions.closeDialog('bellMenu')}
        initialSelection={bells}
        octaveTranspose={preferences.octaveTranspose}
        onPreview={(pitchId) => getAudioEngine().preview(pitchId)}
        onApply={(selection) => editor.applyBellSelection(selection)}
      />
      <SongSettings
        visible={dialogs.settings.display}
        onHide={() => actions.closeDialog('settings')}
        preferences={preferences}
        onChange={actions.setPreferences}
      />
      <RowCall
        visible={dialogs.rowCall.display}
        onHide={() => actions.closeDialog('rowCall')}
        bells={dialogs.rowCall.display ? rowCallInfo(song, preferences.lineSortMode) : []}
      />
    </>
  );
}
