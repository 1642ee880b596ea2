import { clampSpacing, SPACING_RANGE } from '@ringalong/song';
import { useId } from 'react';
import { Slider } from '../../ui/Slider.tsx';
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
          range={SPACING_RANGE}
          onChange={(moved) => {
            const next = clampSpacing(moved);
            if (next !== value) onApply(next);
          }}
          labelledBy={labelId}
          valueText={`${value} pixels per second`}
        />
        <span className={styles.figure}>{value}</span>
      </div>
    </>
  );
}
