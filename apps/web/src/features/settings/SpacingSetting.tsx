import { clampSpacing, SPACING_RANGE } from '@ringalong/song';
import { Slider } from 'primereact/slider';
import { useId } from 'react';
import styles from './SongSettings.module.css';

export interface SpacingSettingProps {
  readonly value: number;
  /** Called on every step of the slider: spacing applies at once. */
  readonly onApply: (value: number) => void;
}

/** Note spacing in pixels per second of song, as a slider with its figure beside it. */
export function SpacingSetting({ value, onApply }: SpacingSettingProps) {
  const labelId = useId();
  return (
    <>
      <span id={labelId} className={styles.label}>
        Note Spacing
      </span>
      <div className={styles.slider}>
        <Slider
          value={value}
          min={SPACING_RANGE.min}
          max={SPACING_RANGE.max}
          onChange={(e) => {
            const next = clampSpacing(Array.isArray(e.value) ? e.value[0] : e.value);
            if (next !== value) onApply(next);
          }}
          aria-labelledby={labelId}
          // PrimeReact reports the handle's position in percent; say the spacing itself.
          aria-valuenow={value}
          aria-valuetext={`${value} pixels per second`}
          className={styles.sliderBar}
        />
        <span className={styles.figure}>{value}</span>
      </div>
    </>
  );
}
