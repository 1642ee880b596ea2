import { useId } from 'react';
import { NumberField } from '../../ui/NumberField.tsx';
import styles from './SongSettings.module.css';

export interface NumberSettingProps {
  readonly label: string;
  readonly value: number;
  readonly range: { readonly min: number; readonly max: number };
  /** The song package's clamp for this preference: the only judge of what is applied. */
  readonly clamp: (value: unknown) => number;
  /**
   * Tempo applies at once: each in-range value typed is applied while typing. Without this the
   * value applies only on commit (leaving the field, Enter, or a spinner step), as warm-up and
   * transpose must.
   */
  readonly applyWhileTyping?: boolean;
  readonly suffix?: string;
  readonly onApply: (value: number) => void;
}

/** A whole-number preference with step buttons, clamped on every commit. */
export function NumberSetting(props: NumberSettingProps) {
  const { label, value, range, clamp, applyWhileTyping = false, suffix, onApply } = props;
  const inputId = useId();

  const apply = (typed: number | null) => {
    const clamped = clamp(typed);
    if (clamped !== value) onApply(clamped);
  };

  return (
    <>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      {/* The field does not clamp: whatever is typed reaches `clamp` ('-3' becomes 0). */}
      <NumberField
        id={inputId}
        value={value}
        range={range}
        suffix={suffix}
        showButtons
        className={styles.number}
        onInput={(typed) => {
          if (applyWhileTyping && typed !== null && typed >= range.min && typed <= range.max) apply(typed);
        }}
        onCommit={apply}
      />
    </>
  );
}
