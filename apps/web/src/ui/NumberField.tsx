import { type KeyboardEvent, useState } from 'react';
import { Icon } from './icons.tsx';
import { minus } from './shapes/dialogs.ts';
import { plus } from './shapes/library.ts';

export interface NumberFieldProps {
  readonly id: string;
  /** The number shown while the field is not being typed in. */
  readonly value: number | null;
  /** Announced to assistive technology; the field itself does not clamp (the caller does). */
  readonly range?: { readonly min: number; readonly max: number };
  readonly suffix?: string;
  /** Each keystroke's number (null for an empty or unreadable text). */
  readonly onInput?: (typed: number | null) => void;
  /** A commit: leaving the field, Enter, an arrow key or a step button. */
  readonly onCommit?: (typed: number | null) => void;
  /** Step buttons beside the field (arrow keys step either way). */
  readonly showButtons?: boolean;
  readonly invalid?: boolean;
  readonly describedBy?: string;
  readonly className?: string;
}

/** The number in a text, ignoring the suffix; '-', '' and anything else unreadable are null. */
export function readNumber(text: string, suffix = ''): number | null {
  const bare = (suffix && text.endsWith(suffix.trim()) ? text.slice(0, -suffix.trim().length) : text).trim();
  if (bare === '' || bare === '-' || bare === '.') return null;
  const number = Number(bare);
  return Number.isFinite(number) ? number : null;
}

/**
 * A number typed as text (so '-3' and '2.5' arrive as typed and the caller's clamp judges them),
 * with arrow keys and optional step buttons. While typed in, the field keeps the text; on a
 * commit it shows `value` again, which the caller has updated or kept.
 */
export function NumberField(props: NumberFieldProps) {
  const { id, value, range, suffix = '', onInput, onCommit, showButtons = false } = props;
  const [text, setText] = useState<string | null>(null);
  const shown = text ?? (value === null ? '' : `${value}${suffix}`);

  const commit = (typed: number | null) => {
    setText(null);
    onCommit?.(typed);
  };
  const step = (by: number) => commit((readNumber(shown, suffix) ?? value ?? 0) + by);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      step(event.key === 'ArrowUp' ? 1 : -1);
    } else if (event.key === 'Enter' && text !== null) {
      commit(readNumber(text, suffix));
    }
  };

  const input = (
    <input
      id={id}
      type="text"
      inputMode="decimal"
      role="spinbutton"
      autoComplete="off"
      className={`ui-input ${props.invalid ? 'ui-invalid' : ''} ${props.className ?? ''}`}
      value={shown}
      aria-valuenow={value ?? undefined}
      aria-valuemin={range?.min}
      aria-valuemax={range?.max}
      aria-invalid={props.invalid || undefined}
      aria-describedby={props.describedBy}
      onChange={(e) => {
        setText(e.target.value);
        onInput?.(readNumber(e.target.value, suffix));
      }}
      onBlur={() => {
        if (text !== null) commit(readNumber(text, suffix));
      }}
      onKeyDown={onKeyDown}
    />
  );
  if (!showButtons) return input;
  return (
    <span className="ui-number">
      {input}
      <button
        type="button"
        className="ui-number-step"
        tabIndex={-1}
        aria-label="Decrease"
        onClick={() => step(-1)}
      >
        <Icon shape={minus} />
      </button>
      <button
        type="button"
        className="ui-number-step"
        tabIndex={-1}
        aria-label="Increase"
        onClick={() => step(1)}
      >
        <Icon shape={plus} />
      </button>
    </span>
  );
}
