import type { Instrument } from '@ringalong/song';
import { Segmented } from '../../ui/Segmented.tsx';
import { Select } from '../../ui/Select.tsx';
import styles from './BellMenu.module.css';
import { type KeyboardView, type ViewId, viewsFor } from './keyboardViews.ts';

interface KeyboardControlsProps {
  readonly instrument: Instrument;
  readonly view: KeyboardView;
  readonly soundOctaveAbove: boolean;
  readonly onInstrument: (instrument: Instrument) => void;
  readonly onView: (view: ViewId) => void;
}

const INSTRUMENTS: readonly { label: string; value: Instrument }[] = [
  { label: 'Bells', value: 'handbell' },
  { label: 'Chimes', value: 'handchime' },
];

/**
 * Which rows the keyboard edits (handbells or handchimes), how much of the range it shows, and
 * the octave convention: the keys are written pitches.
 */
export function KeyboardControls({
  instrument,
  view,
  soundOctaveAbove,
  onInstrument,
  onView,
}: KeyboardControlsProps) {
  const views = viewsFor(instrument).map((v) => ({ label: v.label, value: v.id }));
  return (
    <div className={styles.controls}>
      <Segmented
        value={instrument}
        options={INSTRUMENTS}
        onChange={onInstrument}
        ariaLabel="Instrument"
        className={styles.compact}
      />
      <Select
        value={view.id}
        options={views}
        onChange={onView}
        ariaLabel="Keyboard"
        className={styles.range}
      />
      <span className={styles.convention}>
        Written pitch · {soundOctaveAbove ? 'sounds an octave higher' : 'sounds as written'}
      </span>
    </div>
  );
}
