import {
  BELL_SETS,
  type BellSetId,
  type Convention,
  QUANTIZE_CHOICES,
  type ShapeOptions,
} from '@ringalong/music-io';
import { useId } from 'react';
import { Button } from '../../ui/Button.tsx';
import { NumberField } from '../../ui/NumberField.tsx';
import { Select } from '../../ui/Select.tsx';
import styles from './ImportDialog.module.css';

const CONVENTIONS: readonly { label: string; value: Convention }[] = [
  { label: 'Written handbell pitches', value: 'written' },
  { label: 'Sounding pitches (write an octave lower)', value: 'sounding' },
];
const SETS = BELL_SETS.map((set) => ({ label: set.label, value: set.id }));
export const TRANSPOSE_LIMIT = 48;

const whole = (n: number | null, min: number, max: number, fallback: number) =>
  n === null ? fallback : Math.min(max, Math.max(min, Math.round(n)));

/** The choices that shape the piece: bells, octave convention, transposition, snapping, bars. */
export function ImportOptions({
  options,
  bars,
  hasChimes,
  onChange,
  onFit,
}: {
  options: ShapeOptions;
  bars: { first: number; last: number; from: number; to: number };
  hasChimes: boolean;
  onChange: (patch: Partial<ShapeOptions>) => void;
  onFit: () => void;
}) {
  const ids = {
    set: useId(),
    convention: useId(),
    transpose: useId(),
    snap: useId(),
    from: useId(),
    to: useId(),
  };
  const transpose = options.transpose ?? 0;
  return (
    <div className={styles.options}>
      <label htmlFor={ids.set}>Bells</label>
      <Select<BellSetId>
        id={ids.set}
        value={options.bellSet ?? 'seven'}
        options={options.choirSet ? [{ label: options.choirSet.label, value: 'choir' }, ...SETS] : SETS}
        onChange={(bellSet) => onChange({ bellSet })}
      />
      <label htmlFor={ids.convention}>The file holds</label>
      <Select<Convention>
        id={ids.convention}
        value={options.convention ?? 'written'}
        options={CONVENTIONS}
        onChange={(convention) => onChange({ convention })}
      />
      <label htmlFor={ids.transpose}>Transpose (semitones)</label>
      <span className={styles.row}>
        <NumberField
          id={ids.transpose}
          value={transpose}
          range={{ min: -TRANSPOSE_LIMIT, max: TRANSPOSE_LIMIT }}
          showButtons
          onCommit={(n) => onChange({ transpose: whole(n, -TRANSPOSE_LIMIT, TRANSPOSE_LIMIT, transpose) })}
          className={styles.short}
        />
        <Button variant="outlined" size="small" onClick={onFit}>
          Fit to bells
        </Button>
      </span>
      <label htmlFor={ids.snap}>Snap to</label>
      <Select<number>
        id={ids.snap}
        value={options.quantize ?? 0}
        options={QUANTIZE_CHOICES}
        onChange={(quantize) => onChange({ quantize })}
      />
      <label htmlFor={ids.from}>Bars</label>
      <span className={styles.row}>
        <NumberField
          id={ids.from}
          value={bars.from}
          range={{ min: bars.first, max: bars.last }}
          onCommit={(n) => onChange({ fromBar: whole(n, bars.first, bars.last, bars.from) })}
          className={styles.short}
        />
        <label htmlFor={ids.to}>to</label>
        <NumberField
          id={ids.to}
          value={bars.to}
          range={{ min: bars.first, max: bars.last }}
          onCommit={(n) => onChange({ toBar: whole(n, bars.first, bars.last, bars.to) })}
          className={styles.short}
        />
        <span>
          of {bars.first}–{bars.last}
        </span>
      </span>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={options.leaveOutside ?? false}
          onChange={(e) => onChange({ leaveOutside: e.target.checked })}
        />
        Leave out notes the bells cannot ring
      </label>
      {hasChimes ? (
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={options.merge ?? false}
            onChange={(e) => onChange({ merge: e.target.checked })}
          />
          Ring handchime parts on the bells
        </label>
      ) : null}
    </div>
  );
}
