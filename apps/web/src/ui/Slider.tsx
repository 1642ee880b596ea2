import type { CSSProperties, KeyboardEvent } from 'react';

interface Range {
  readonly min: number;
  readonly max: number;
}

/** The value a key moves to, or null for a key the slider does not take. */
function keyed(key: string, value: number, { min, max }: Range): number | null {
  const page = Math.max(1, Math.round((max - min) / 10));
  const moves: Record<string, number> = {
    ArrowRight: value + 1,
    ArrowUp: value + 1,
    ArrowLeft: value - 1,
    ArrowDown: value - 1,
    PageUp: value + page,
    PageDown: value - page,
    Home: min,
    End: max,
  };
  const next = moves[key];
  return next === undefined ? null : Math.min(max, Math.max(min, next));
}

const percent = (value: number, { min, max }: Range) => `${((value - min) / (max - min)) * 100}%`;

interface ThumbProps {
  readonly value: number;
  readonly range: Range;
  readonly onChange: (value: number) => void;
  readonly label?: string;
  readonly labelledBy?: string;
  readonly valueText?: string;
}

/**
 * One thumb: the browser's range input (drag, touch, its slider role), with the keys handled
 * here so every browser steps the same way.
 */
function Thumb({ value, range, onChange, label, labelledBy, valueText }: ThumbProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const next = keyed(event.key, value, range);
    if (next === null) return;
    event.preventDefault();
    if (next !== value) onChange(next);
  };
  return (
    <input
      type="range"
      min={range.min}
      max={range.max}
      value={value}
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-valuenow={value}
      aria-valuetext={valueText}
      onKeyDown={onKeyDown}
      onChange={(e) => onChange(Number(e.target.value))}
    />
  );
}

export interface SliderProps {
  readonly value: number;
  readonly range: Range;
  readonly onChange: (value: number) => void;
  readonly labelledBy: string;
  readonly valueText?: string;
}

/** A slider with one thumb. */
export function Slider({ value, range, onChange, labelledBy, valueText }: SliderProps) {
  const filled = { '--ui-from': '0%', '--ui-to': percent(value, range) } as CSSProperties;
  return (
    <span className="ui-range" style={filled}>
      <Thumb value={value} range={range} onChange={onChange} labelledBy={labelledBy} valueText={valueText} />
    </span>
  );
}

export interface RangeSliderProps {
  readonly low: number;
  readonly high: number;
  readonly range: Range;
  readonly labels: { readonly low: string; readonly high: string };
  readonly onChange: (low: number, high: number) => void;
}

/** Two thumbs on one track; neither thumb passes the other. */
export function RangeSlider({ low, high, range, labels, onChange }: RangeSliderProps) {
  const filled = { '--ui-from': percent(low, range), '--ui-to': percent(high, range) } as CSSProperties;
  return (
    <span className="ui-range" style={filled}>
      <Thumb
        value={low}
        range={range}
        label={labels.low}
        onChange={(v) => onChange(Math.min(v, high), high)}
      />
      <Thumb
        value={high}
        range={range}
        label={labels.high}
        onChange={(v) => onChange(low, Math.max(v, low))}
      />
    </span>
  );
}
