import { InputNumber } from 'primereact/inputnumber';
import { useId, useState } from 'react';
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

/** A typed '2.5' keeps its point (and rounds to 3) rather than becoming 25. */
const FRACTION_DIGITS = 3;

/** A whole-number preference with spinner buttons, clamped on every commit. */
export function NumberSetting(props: NumberSettingProps) {
  const { label, value, range, clamp, applyWhileTyping = false, suffix, onApply } = props;
  const inputId = useId();
  // InputNumber keeps the text being typed itself; feeding each keystroke back as its value
  // would make it report a commit on every keystroke. A new key redraws it from `value`.
  const [redraw, setRedraw] = useState(0);

  const commit = (typed: number | null | undefined) => {
    const clamped = clamp(typed);
    if (clamped !== value) onApply(clamped);
    // An emptied field whose clamp lands on the current value would otherwise stay empty.
    else if (typed !== clamped) setRedraw((n) => n + 1);
  };

  return (
    <>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      {/*
        No min or max for InputNumber itself: with a min of 0 or more it swallows the minus key
        ('-3' became 3), and it would clamp on its own terms. Whatever is typed reaches `clamp`,
        which puts it in range ('-3' becomes 0); the range is still announced.
      */}
      <InputNumber
        key={redraw}
        inputId={inputId}
        value={value}
        aria-valuemin={range.min}
        aria-valuemax={range.max}
        maxFractionDigits={FRACTION_DIGITS}
        showButtons
        useGrouping={false}
        suffix={suffix}
        inputClassName={`p-inputtext-sm ${styles.number}`}
        onChange={(e) => {
          const typed = e.value;
          if (applyWhileTyping && typed !== null && typed >= range.min && typed <= range.max) {
            const clamped = clamp(typed);
            if (clamped !== value) onApply(clamped);
          }
        }}
        onValueChange={(e) => commit(e.value)}
      />
    </>
  );
}
