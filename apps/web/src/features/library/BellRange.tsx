import { BELL_FILTER_RANGE } from '@ringalong/song';
import type { CSSProperties } from 'react';

export interface BellRangeProps {
  readonly low: number;
  readonly high: number;
  readonly onChange: (low: number, high: number) => void;
}

const { min, max } = BELL_FILTER_RANGE;
const percent = (value: number) => `${((value - min) / (max - min)) * 100}%`;

/** Two thumbs on one track, built from two range inputs; neither thumb passes the other. */
export function BellRange({ low, high, onChange }: BellRangeProps) {
  const filled = { '--lib-from': percent(low), '--lib-to': percent(high) } as CSSProperties;
  return (
    <span className="lib-range" style={filled}>
      <input
        type="range"
        min={min}
        max={max}
        value={low}
        aria-label="Fewest bells"
        onChange={(e) => onChange(Math.min(Number(e.target.value), high), high)}
      />
      <input
        type="range"
        min={min}
        max={max}
        value={high}
        aria-label="Most bells"
        onChange={(e) => onChange(low, Math.max(Number(e.target.value), low))}
      />
    </span>
  );
}
