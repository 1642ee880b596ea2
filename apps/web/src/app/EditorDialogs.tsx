import { rowCallInfo } from '@ringalong/song';
import { useMemo } from 'react';
import { getAudioEngine } from '../audio/index.ts';
import { lazyPart } from './lazy-part.tsx';
import { useApp, useAppStoreApi, useSong, useSongDocument } from './store/index.ts';
import { WhenOpened } from './WhenOpened.tsx';

const BarMenu = lazyPart(() => import('../features/bar-menu/index.tsx'));
const RowCall = lazyPart(() => import('../features/row-call/index.tsx'));
const SongSettings = lazyPart(() => import('../features/settings/index.tsx'));
const BellMenu = lazyPart(() => import('../features/bell-menu/index.tsx'));

export const EDITOR_DIALOGS = [BarMenu, RowCall, SongSettings, BellMenu];

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
      <WhenOpened name="barMenu">
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
      </WhenOpened>
      <WhenOpened name="bellMenu">
        <BellMenu
          visible={dialogs.bellMenu.display}
          onHide={() => actions.closeDialog('bellMenu')}
          initialSelection={bells}
          octaveTranspose={preferences.octaveTranspose}
          onPreview={(pitchId) => getAudioEngine().preview(pitchId)}
          onApply={(selection) => editor.applyBellSelection(selection)}
        />
      </WhenOpened>
      <WhenOpened name="settings">
        <SongSettings
          visible={dialogs.settings.display}
          onHide={() => actions.closeDialog('settings')}
          preferences={preferences}
          onChange={actions.setPreferences}
        />
      </WhenOpened>
      <WhenOpened name="rowCall">
        <RowCall
          visible={dialogs.rowCall.display}
          onHide={() => actions.closeDialog('rowCall')}
          bells={dialogs.rowCall.display ? rowCallInfo(song, preferences.lineSortMode) : []}
        />
      </WhenOpened>
    </>
  );
}
