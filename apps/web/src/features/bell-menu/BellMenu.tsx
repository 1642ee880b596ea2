import {
  bellName,
  DEFAULT_FLAVOUR,
  DEFAULT_KEY,
  DEFAULT_PRESET_MODE,
  pickerPitches,
  presetPitches,
  selectedPitches,
} from '@ringalong/song';
import { useState } from 'react';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { Warning } from '../../ui/Feedback.tsx';
import { useOpenings } from '../../ui/openings.ts';
import { check } from '../../ui/shapes/dialogs.ts';
import styles from './BellMenu.module.css';
import { PianoRoll } from './PianoRoll.tsx';
import { type PresetChoice, PresetControls } from './PresetControls.tsx';

export type BellSelection = Record<number, boolean>;

export interface BellMenuProps {
  readonly visible: boolean;
  readonly onHide: () => void;
  /** The song's current bells (its staves' pitches switched on); copied on every opening. */
  readonly initialSelection: Readonly<BellSelection>;
  /** The octave transpose preference: when non-zero the editor sounds other octaves than these keys. */
  readonly octaveTranspose: number;
  /** Sound one bell now; the app passes the audio engine's preview. */
  readonly onPreview: (pitchId: number) => void;
  /** Done: the song's staves become the selected bells (the editor forces C4 when none are). */
  readonly onApply: (selection: BellSelection) => void;
}

const PITCHES = pickerPitches();
const ON_KEYBOARD = new Set(PITCHES);

const HELP = 'Click the keys to hear the sound, and click the purple tabs to add / remove the note';
const TRANSPOSE_WARNING =
  'Transpose is non-zero. Notes in the editor will appear in a different octave from the ones here';

function onlySelected(selection: Readonly<BellSelection>): BellSelection {
  return Object.fromEntries(Object.entries(selection).filter(([, on]) => on === true));
}

/** Add or Remove Bells: pick the song's bells on a keyboard, by hand or from a preset. */
export function BellMenu(props: BellMenuProps) {
  // The preset choice outlives the dialog, so a ringer who picked D minor finds it again.
  const [choice, setChoice] = useState<PresetChoice>({
    mode: DEFAULT_PRESET_MODE,
    key: DEFAULT_KEY,
    flavour: DEFAULT_FLAVOUR,
  });
  // Each opening mounts the picker afresh: it starts from the song's bells as they are now.
  const opening = useOpenings(props.visible);
  return <BellPicker key={opening} {...props} choice={choice} onChoice={setChoice} />;
}

interface BellPickerProps extends BellMenuProps {
  readonly choice: PresetChoice;
  readonly onChoice: (choice: PresetChoice) => void;
}

function BellPicker(props: BellPickerProps) {
  const { visible, onHide, initialSelection, octaveTranspose, onPreview, onApply, choice, onChoice } = props;
  const [selection, setSelection] = useState<BellSelection>(() => onlySelected(initialSelection));

  const chosen = selectedPitches(selection);
  const noneChosen = !Object.values(selection).some(Boolean);
  const offKeyboard = noneChosen ? [] : chosen.filter((p) => !ON_KEYBOARD.has(p));

  const toggle = (pitchId: number) => setSelection((s) => ({ ...s, [pitchId]: !s[pitchId] }));
  const applyPreset = () =>
    setSelection(
      Object.fromEntries(presetPitches(choice.mode, choice.key, choice.flavour).map((p) => [p, true])),
    );
  const done = () => {
    onApply({ ...selection });
    onHide();
  };

  const footer = (
    <div className={styles.footer}>
      <p className={styles.summary} aria-live="polite">
        {noneChosen
          ? `No bells selected: the song will keep ${chosen.map(bellName).join(', ')} only`
          : `${chosen.length} ${chosen.length === 1 ? 'bell' : 'bells'} selected`}
        {offKeyboard.length > 0 && `, also ${offKeyboard.map(bellName).join(', ')} (not on this keyboard)`}
      </p>
      <Button icon={check} onClick={done}>
        Done
      </Button>
    </div>
  );

  return (
    <Dialog
      title="Add or Remove Bells"
      visible={visible}
      onHide={onHide}
      footer={footer}
      style={{ width: '720px' }}
    >
      <div className={styles.body}>
        <PresetControls
          choice={choice}
          onChoice={onChoice}
          onUsePreset={applyPreset}
          onClear={() => setSelection({})}
        />
        <p className={styles.help}>{HELP}</p>
        {octaveTranspose !== 0 && <Warning text={TRANSPOSE_WARNING} className={styles.warning} />}
        <PianoRoll pitches={PITCHES} selection={selection} onPreview={onPreview} onToggle={toggle} />
      </div>
    </Dialog>
  );
}
