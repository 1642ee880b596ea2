import {
  assignmentFor,
  bellsUsed,
  bellsUsedText,
  defaultMarkLabel,
  markAt,
  rowCallInfo,
  selectionFromSong,
  soundingTranspose,
  unownedRows,
} from '@ringalong/song';
import { useEffect, useMemo } from 'react';
import { getAudioEngine } from '../audio/index.ts';
import BarMenu from '../features/bar-menu/index.tsx';
import BellMenu from '../features/bell-menu/index.tsx';
import RowCall, { rowCallRingers } from '../features/row-call/index.tsx';
import SongSettings from '../features/settings/index.tsx';
import { useApp, useAppStoreApi, useSong } from '../store/index.ts';
import { useDispatch } from './actions.ts';

/**
 * The editor-side dialogs (props-driven, built by the dialogs helper): each reads the one song of
 * the document and changes it by dispatching the registry's actions (editor/actions/registry.ts).
 */
export function EditorDialogs() {
  const store = useAppStoreApi();
  const actions = store.getState();
  const dialogs = useApp((s) => s.dialogs);
  const dispatch = useDispatch();
  const { song } = useSong();
  const preferences = useApp((s) => s.preferences);
  const bells = useMemo(() => selectionFromSong(song, 'handbell'), [song]);
  const chimes = useMemo(() => selectionFromSong(song, 'handchime'), [song]);
  const barMenu = dialogs.barMenu.data;
  // The Bell Menu marks the bells the active choir does not own and offers to fit the song.
  const choir = useApp((s) => s.choir.choirs.find((c) => c.id === s.choir.activeId) ?? null);
  const needs = useMemo(() => (choir ? unownedRows(song, choir) : []), [song, choir]);
  const used = useMemo(() => (choir ? bellsUsedText(bellsUsed(song)) : ''), [song, choir]);
  const choirsIdle = useApp((s) => s.choir.status === 'idle');
  const wantsChoir = dialogs.bellMenu.display || dialogs.rowCall.display;
  useEffect(() => {
    if (wantsChoir && choirsIdle) void actions.loadChoirs();
  }, [wantsChoir, choirsIdle, actions]);
  const rowCallBells = useMemo(
    () => (dialogs.rowCall.display ? rowCallInfo(song, preferences.lineSortMode, preferences.colorMode) : []),
    [dialogs.rowCall.display, song, preferences.lineSortMode, preferences.colorMode],
  );
  // Row Call by ringer, with the active choir when the song is assigned to it.
  const assignment = assignmentFor(song, choir?.id);
  const rowCallByRinger =
    choir && assignment ? rowCallRingers(song, choir, assignment, rowCallBells) : undefined;

  return (
    <>
      {barMenu ? (
        <BarMenu
          visible={dialogs.barMenu.display}
          onHide={() => actions.closeDialog('barMenu')}
          barStart={barMenu.barStart}
          currentTimeSig={barMenu.currentTimeSig}
          onSetTimeSignature={(numerator, denominator) =>
            dispatch('setTimeSignature', { barStart: barMenu.barStart, numerator, denominator })
          }
          onAddBars={(count) => dispatch('addBars', { barStart: barMenu.barStart, count })}
          onDeleteBars={(count) => dispatch('deleteBars', { barStart: barMenu.barStart, count })}
          mark={markAt(song, barMenu.barStart)?.label}
          suggestedMark={defaultMarkLabel(song)}
          onSetMark={(label) => dispatch('setMark', { barStart: barMenu.barStart, label })}
          onClearMark={() => dispatch('clearMark', { barStart: barMenu.barStart })}
        />
      ) : null}
      <BellMenu
        visible={dialogs.bellMenu.display}
        onHide={() => actions.closeDialog('bellMenu')}
        initialSelection={bells}
        initialChimes={chimes}
        octaveTranspose={preferences.octaveTranspose}
        soundOctaveAbove={preferences.soundOctaveAbove}
        // The keys are the written bells: the octave convention applies, Octave Transpose does not.
        onPreview={(pitchId, instrument) =>
          getAudioEngine().preview(
            pitchId,
            soundingTranspose({ ...preferences, octaveTranspose: 0 }),
            instrument,
          )
        }
        onApply={(bells, chimes) => dispatch('applyBells', { bells, chimes })}
        choir={choir}
        needs={needs}
        keyFifths={song.key?.fifths ?? 0}
        bellsUsed={used}
        onFit={() => (choir ? (dispatch('fitToChoir', { choir }).result ?? []) : [])}
      />
      <SongSettings
        visible={dialogs.settings.display}
        onHide={() => actions.closeDialog('settings')}
        preferences={preferences}
        onChange={(patch) => dispatch('setPreferences', { patch })}
        keyFifths={song.key?.fifths}
        onKey={(fifths) => dispatch('setKey', fifths === undefined ? {} : { fifths })}
        onCalibrate={() => {
          actions.closeDialog('settings');
          actions.openDialog('calibration');
        }}
      />
      <RowCall
        visible={dialogs.rowCall.display}
        onHide={() => actions.closeDialog('rowCall')}
        bells={rowCallBells}
        ringers={rowCallByRinger}
        onSound={(bells) => {
          const engine = getAudioEngine();
          for (const bell of bells)
            engine.preview(bell.pitchId, soundingTranspose(preferences), bell.instrument);
        }}
      />
    </>
  );
}
