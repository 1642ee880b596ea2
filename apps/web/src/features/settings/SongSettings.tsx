import {
  BPM_RANGE,
  type ColorMode,
  clampBpm,
  clampTranspose,
  clampWarmupBeats,
  KEY_FIFTHS_RANGE,
  keySignatureName,
  type LineSortMode,
  type Preferences,
  SNAPPING_OPTIONS,
  type SnapPeriod,
  TRANSPOSE_RANGE,
  WARMUP_RANGE,
} from '@ringalong/song';
import { useId } from 'react';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { Segmented } from '../../ui/Segmented.tsx';
import { Select } from '../../ui/Select.tsx';
import { CheckboxSetting } from './CheckboxSetting.tsx';
import { NumberSetting } from './NumberSetting.tsx';
import styles from './SongSettings.module.css';
import { SpacingSetting } from './SpacingSetting.tsx';

export interface SongSettingsProps {
  readonly visible: boolean;
  readonly onHide: () => void;
  /** The current preferences; `editMode` picks the player or the composer variant. */
  readonly preferences: Preferences;
  /** One changed preference at a time, already clamped. The app stores it and tells the editor. */
  readonly onChange: (patch: Partial<Preferences>) => void;
  /** Opens Sound sync, the tap-along calibration of the device offset. */
  readonly onCalibrate?: () => void;
  /** The song's key signature (fifths; undefined: none given), which spells its rows (composer). */
  readonly keyFifths?: number | undefined;
  /** The key chosen (undefined: none given): an edit of the song, one undo entry. */
  readonly onKey?: (fifths: number | undefined) => void;
}

/** 'Not given' (undefined, spelled with sharps) and every key signature from 7 flats to 7 sharps. */
const NO_KEY = 99;
const KEYS: readonly { label: string; value: number }[] = [
  { label: 'Not given (sharps)', value: NO_KEY },
  ...Array.from({ length: KEY_FIFTHS_RANGE.max - KEY_FIFTHS_RANGE.min + 1 }, (_, i) => ({
    label: keySignatureName(KEY_FIFTHS_RANGE.min + i),
    value: KEY_FIFTHS_RANGE.min + i,
  })),
];

const LINE_ORDERS: readonly { label: string; value: LineSortMode }[] = [
  { label: 'Pitch', value: 'pitch' },
  { label: 'Most Played', value: 'mostPlayed' },
];

/** The spec's colour mode: 'random' is shown as Classic (hue = row index x 20), the spec's default. */
export const COLOR_MODES: readonly { label: string; value: ColorMode }[] = [
  { label: 'Classic', value: 'random' },
  { label: 'By pitch class', value: 'pitchClass' },
  { label: 'High contrast', value: 'highContrast' },
];

export const SOUND_OCTAVE_ABOVE = 'Sound an octave above written, as handbells do';
export const ROOM_SOUND = 'Room sound';

/** Song Settings: the player's or the composer's preferences, each applied as it changes. */
export function SongSettings({
  visible,
  onHide,
  preferences,
  onChange,
  onCalibrate,
  keyFifths,
  onKey,
}: SongSettingsProps) {
  const ids = { order: useId(), snapping: useId(), colours: useId(), key: useId() };
  const { editMode } = preferences;

  const tempo = (
    <NumberSetting
      label="Tempo"
      value={preferences.bpm}
      range={BPM_RANGE}
      clamp={clampBpm}
      applyWhileTyping
      suffix=" BPM"
      onApply={(bpm) => onChange({ bpm })}
    />
  );
  const warmup = (
    <NumberSetting
      label="Warmup Beats"
      value={preferences.warmupBeats}
      range={WARMUP_RANGE}
      clamp={clampWarmupBeats}
      onApply={(warmupBeats) => onChange({ warmupBeats })}
    />
  );
  const transpose = (
    <NumberSetting
      label="Octave Transpose"
      value={preferences.octaveTranspose}
      range={TRANSPOSE_RANGE}
      clamp={clampTranspose}
      onApply={(octaveTranspose) => onChange({ octaveTranspose })}
    />
  );
  // Handbells sound an octave above written; the rows keep their written names either way.
  const octaveAbove = (
    <CheckboxSetting
      label={SOUND_OCTAVE_ABOVE}
      checked={preferences.soundOctaveAbove}
      onChange={(soundOctaveAbove) => onChange({ soundOctaveAbove })}
    />
  );
  const colours = (
    <>
      <label htmlFor={ids.colours} className={styles.label}>
        Colours
      </label>
      <Select<ColorMode>
        id={ids.colours}
        value={preferences.colorMode}
        options={COLOR_MODES}
        onChange={(colorMode) => onChange({ colorMode })}
        className={styles.select}
      />
    </>
  );
  // Off by default: ringers hear their own room, and damping stays crisp without one.
  const roomSound = (
    <CheckboxSetting
      label={ROOM_SOUND}
      checked={preferences.roomSound}
      onChange={(roomSound) => onChange({ roomSound })}
    />
  );

  const soundSync = onCalibrate ? (
    <>
      <span className={styles.label}>Sound sync</span>
      <span>
        {preferences.deviceOffsetMs} ms{' '}
        <Button variant="outlined" size="small" onClick={onCalibrate}>
          Calibrate…
        </Button>
      </span>
    </>
  ) : null;

  // The song's key: the one setting here that is the song's own (an edit, not a preference).
  const key = onKey ? (
    <>
      <label htmlFor={ids.key} className={styles.label}>
        Key
      </label>
      <span data-action="setKey">
        <Select<number>
          id={ids.key}
          value={keyFifths ?? NO_KEY}
          options={KEYS}
          onChange={(fifths) => onKey(fifths === NO_KEY ? undefined : fifths)}
          className={styles.select}
        />
      </span>
    </>
  ) : null;

  return (
    <Dialog
      title="Song Settings"
      visible={visible}
      onHide={onHide}
      style={{ width: '500px', minHeight: '400px' }}
    >
      {editMode ? (
        <div className={styles.grid} data-action="setPreferences">
          {key}
          {tempo}
          {warmup}
          {transpose}
          {octaveAbove}
          {roomSound}
          {soundSync}
          <CheckboxSetting
            label="Jump to Center when adding notes"
            checked={preferences.jumpToCenter}
            onChange={(jumpToCenter) => onChange({ jumpToCenter })}
          />
          <label htmlFor={ids.snapping} className={styles.label}>
            Snapping
          </label>
          <Select<SnapPeriod>
            id={ids.snapping}
            value={preferences.snapPeriod}
            options={SNAPPING_OPTIONS}
            onChange={(snapPeriod) => onChange({ snapPeriod })}
            className={styles.select}
          />
          <SpacingSetting
            value={preferences.dotSpacingComposer}
            onApply={(dotSpacingComposer) => onChange({ dotSpacingComposer })}
          />
        </div>
      ) : (
        <div className={styles.grid} data-action="setPreferences">
          <span id={ids.order} className={styles.label}>
            Order lines by
          </span>
          <Segmented
            value={preferences.lineSortMode}
            options={LINE_ORDERS}
            onChange={(lineSortMode) => onChange({ lineSortMode })}
            labelledBy={ids.order}
            className={styles.order}
          />
          <SpacingSetting
            value={preferences.dotSpacingPlayer}
            onApply={(dotSpacingPlayer) => onChange({ dotSpacingPlayer })}
          />
          {tempo}
          {warmup}
          {transpose}
          {octaveAbove}
          {roomSound}
          {soundSync}
          {colours}
        </div>
      )}
    </Dialog>
  );
}
