import {
  DEFAULT_FLAVOUR,
  DEFAULT_KEY,
  DEFAULT_PRESET_MODE,
  type Instrument,
  presetPitches,
  type RowRef,
  selectedPitches,
  spelledBellName,
} from '@ringalong/song';
import { useEffect, useMemo, useState } from 'react';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { Warning } from '../../ui/Feedback.tsx';
import { useOpenings } from '../../ui/openings.ts';
import { check } from '../../ui/shapes/dialogs.ts';
import { close } from '../../ui/shapes/first-paint.ts';
import styles from './BellMenu.module.css';
import { type ChoirBells, ChoirFit } from './ChoirFit.tsx';
import { KeyboardControls } from './KeyboardControls.tsx';
import { type ViewId, viewFor, viewPitches, viewShowing } from './keyboardViews.ts';
import { PianoRoll } from './PianoRoll.tsx';
import { type PresetChoice, PresetControls } from './PresetControls.tsx';

export type BellSelection = Record<number, boolean>;

export interface BellMenuProps {
  readonly visible: boolean;
  readonly onHide: () => void;
  /** The song's handbell rows (their pitches switched on); copied on every opening. */
  readonly initialSelection: Readonly<BellSelection>;
  /** The song's handchime rows, likewise (none when left out). */
  readonly initialChimes?: Readonly<BellSelection>;
  /** The octave transpose preference: when non-zero the editor sounds other octaves than these keys. */
  readonly octaveTranspose: number;
  /** The preference 'Sound an octave above written': said in the menu, since the keys are written bells. */
  readonly soundOctaveAbove: boolean;
  /** Sound one bell or chime now; the app passes the audio engine's preview. */
  readonly onPreview: (pitchId: number, instrument: Instrument) => void;
  /**
   * Done: the song's handbell rows become the selected bells (the editor forces C4 when none
   * are) and its handchime rows the selected chimes.
   */
  readonly onApply: (bells: BellSelection, chimes: BellSelection) => void;
  /** The active choir, when there is one: the bells and chimes it does not own are marked. */
  readonly choir?: ChoirBells | null;
  /** The song's rows with notes on bells the choir does not own (none without a choir). */
  readonly needs?: readonly RowRef[];
  /** The song's key signature (fifths), which spells the bells' names (Bb4 in F major). */
  readonly keyFifths?: number;
  /** The bells-used chart in words (optional bells bracketed); shown with the choir. */
  readonly bellsUsed?: string;
  /** 'Fit to our bells': fits the song to the choir's bells (one undo step); what changed, in words. */
  readonly onFit?: () => readonly string[];
}

/** What the menu remembers between openings: the preset and the keyboard the ringer chose. */
interface MenuChoice {
  readonly preset: PresetChoice;
  readonly instrument: Instrument;
  readonly view: ViewId;
}

const HELP = 'Click the keys to hear the sound, and click the purple tabs to add / remove the note';
const TRANSPOSE_WARNING =
  'Transpose is non-zero. Notes in the editor will appear in a different octave from the ones here';
const CHIME_HELP = 'Presets choose handbells; add handchimes with the purple tabs.';
const NOUN: Readonly<Record<Instrument, [string, string]>> = {
  handbell: ['bell', 'bells'],
  handchime: ['chime', 'chimes'],
};
const OTHER: Readonly<Record<Instrument, Instrument>> = { handbell: 'handchime', handchime: 'handbell' };

function onlySelected(selection: Readonly<BellSelection> = {}): BellSelection {
  return Object.fromEntries(Object.entries(selection).filter(([, on]) => on === true));
}

const count = (n: number, instrument: Instrument) => `${n} ${NOUN[instrument][n === 1 ? 0 : 1]}`;

/** Add or Remove Bells: pick the song's bells and chimes on a keyboard, by hand or from a preset. */
export function BellMenu(props: BellMenuProps) {
  // The choices outlive the dialog, so a ringer who picked D minor on 5 octaves finds them again.
  const [choice, setChoice] = useState<MenuChoice>({
    preset: { mode: DEFAULT_PRESET_MODE, key: DEFAULT_KEY, flavour: DEFAULT_FLAVOUR },
    instrument: 'handbell',
    view: 'classroom',
  });
  // Each opening mounts the picker afresh: it starts from the song's rows as they are now; so
  // does a fit, which changes the rows (what it changed stays in sight until the menu closes).
  const opening = useOpenings(props.visible);
  const [fitted, setFitted] = useState<{ opening: number; times: number; changes: readonly string[] }>({
    opening,
    times: 0,
    changes: [],
  });
  const fit = fitted.opening === opening ? fitted : { opening, times: 0, changes: [] };
  const onFit = props.onFit
    ? () => {
        const changes = props.onFit?.() ?? [];
        setFitted({ opening, times: fit.times + 1, changes });
      }
    : undefined;
  return (
    <BellPicker
      key={`${opening}-${fit.times}`}
      {...props}
      choice={choice}
      onChoice={setChoice}
      fitChanges={fit.times > 0 ? fit.changes : null}
      onFitNow={onFit}
    />
  );
}

interface BellPickerProps extends BellMenuProps {
  readonly choice: MenuChoice;
  readonly onChoice: (choice: MenuChoice) => void;
  /** What the last fit changed, since this opening; null before any. */
  readonly fitChanges: readonly string[] | null;
  readonly onFitNow: (() => void) | undefined;
}

function BellPicker(props: BellPickerProps) {
  const { visible, onHide, octaveTranspose, soundOctaveAbove, onPreview, onApply, choice, onChoice } = props;
  const { choir, needs = [], bellsUsed, fitChanges, onFitNow } = props;
  const [rows, setRows] = useState<Record<Instrument, BellSelection>>(() => ({
    handbell: onlySelected(props.initialSelection),
    handchime: onlySelected(props.initialChimes),
  }));
  const { instrument } = choice;
  const view = viewFor(instrument, choice.view);
  const pitches = useMemo(() => viewPitches(view), [view]);
  const selection = rows[instrument];
  const unowned = useMemo(() => {
    if (!choir) return undefined;
    const owned = new Set(instrument === 'handchime' ? choir.chimes : choir.bells);
    return new Set(pitches.filter((p) => !owned.has(p)));
  }, [choir, instrument, pitches]);

  const bells = selectedPitches(rows.handbell);
  const noBells = !Object.values(rows.handbell).some(Boolean);
  const chimes = Object.values(rows.handchime).filter(Boolean).length;
  const shown = selectedPitches(selection);
  // After a fit (the picker mounts anew on the fitted rows) the keyboard shows the song's bells:
  // the narrowest keyboard holding them all, unless the one chosen does already.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the picker mounts after a fit
  useEffect(() => {
    if (fitChanges === null || shown.every((p) => p >= view.min && p <= view.max)) return;
    onChoice({ ...choice, view: viewShowing(instrument, shown).id });
  }, []);
  const offKeyboard = Object.values(selection).some(Boolean)
    ? shown.filter((p) => p < view.min || p > view.max)
    : [];
  // The song's lowest row of this instrument, or middle C, is in sight when the keyboard opens.
  const firstRow = Object.values(selection).some(Boolean) ? shown[0] : 60;

  const setSelection = (change: (s: BellSelection) => BellSelection) =>
    setRows((r) => ({ ...r, [instrument]: change(r[instrument]) }));
  const toggle = (pitchId: number) => setSelection((s) => ({ ...s, [pitchId]: !s[pitchId] }));
  // Presets are the spec's: they choose handbells.
  const applyPreset = () =>
    setRows((r) => ({
      ...r,
      handbell: Object.fromEntries(
        presetPitches(choice.preset.mode, choice.preset.key, choice.preset.flavour).map((p) => [p, true]),
      ),
    }));
  const done = () => {
    onApply(onlySelected(rows.handbell), onlySelected(rows.handchime));
    onHide();
  };

  const bellsText = noBells
    ? `No bells selected: the song will keep ${bells.map((p) => spelledBellName(p, props.keyFifths ?? 0)).join(', ')} only`
    : `${count(bells.length, 'handbell')}${chimes > 0 ? '' : ' selected'}`;
  const chimesText = chimes > 0 ? `${noBells ? ';' : ' and'} ${count(chimes, 'handchime')} selected` : '';
  const footer = (
    <div className={styles.footer}>
      <p className={styles.summary} aria-live="polite">
        {bellsText}
        {chimesText}
        {offKeyboard.length > 0 &&
          `, also ${offKeyboard.map((p) => spelledBellName(p, props.keyFifths ?? 0)).join(', ')} (not on this keyboard)`}
      </p>
      <Button icon={check} onClick={done} data-action="applyBells">
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
      // Wider keyboards get a wider dialog where the screen has room (it never exceeds the screen).
      style={{ width: view.id === 'classroom' ? '720px' : '960px' }}
    >
      <div className={styles.body}>
        <KeyboardControls
          instrument={instrument}
          view={view}
          soundOctaveAbove={soundOctaveAbove}
          onInstrument={(next) => onChoice({ ...choice, instrument: next })}
          onView={(next) => onChoice({ ...choice, view: next })}
        />
        {instrument === 'handbell' ? (
          <PresetControls
            choice={choice.preset}
            onChoice={(preset) => onChoice({ ...choice, preset })}
            onUsePreset={applyPreset}
            onClear={() => setSelection(() => ({}))}
          />
        ) : (
          <div className={styles.controls}>
            <p className={styles.help}>{CHIME_HELP}</p>
            <span className={styles.actions}>
              <Button icon={close} size="small" variant="outlined" onClick={() => setSelection(() => ({}))}>
                Clear
              </Button>
            </span>
          </div>
        )}
        <p className={styles.help}>{HELP}</p>
        {octaveTranspose !== 0 && <Warning text={TRANSPOSE_WARNING} className={styles.warning} />}
        {choir ? (
          <ChoirFit
            choir={choir}
            needs={needs}
            keyFifths={props.keyFifths ?? 0}
            bellsUsed={bellsUsed}
            changes={fitChanges}
            onFit={onFitNow}
          />
        ) : null}
        <PianoRoll
          pitches={pitches}
          keyFifths={props.keyFifths ?? 0}
          selection={selection}
          marked={rows[OTHER[instrument]]}
          markedInstrument={OTHER[instrument]}
          unowned={unowned}
          choirName={choir?.name}
          scrollTo={firstRow}
          onPreview={(pitchId) => onPreview(pitchId, instrument)}
          onToggle={toggle}
        />
      </div>
    </Dialog>
  );
}
