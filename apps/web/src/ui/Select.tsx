import { Icon } from './icons.tsx';
import { chevronDown } from './shapes/dialogs.ts';

export interface SelectProps<T> {
  readonly id?: string;
  /** The name read when no visible label points at the field. */
  readonly ariaLabel?: string;
  readonly value: T | undefined;
  readonly options: readonly { readonly label: string; readonly value: T }[];
  readonly onChange: (value: T) => void;
  /** Shown while `value` is none of the options. */
  readonly placeholder?: string;
  readonly className?: string;
}

/** A drop-down list: the browser's own, so phones show their native picker. */
export function Select<T>({
  id,
  ariaLabel,
  value,
  options,
  onChange,
  placeholder,
  className,
}: SelectProps<T>) {
  const index = options.findIndex((option) => option.value === value);
  return (
    <span className={`ui-select ${className ?? ''}`}>
      <select
        id={id}
        aria-label={ariaLabel}
        value={index < 0 ? '' : String(index)}
        onChange={(e) => {
          const chosen = options[Number(e.target.value)];
          if (chosen) onChange(chosen.value);
        }}
      >
        {index < 0 ? (
          <option value="" disabled>
            {placeholder ?? ''}
          </option>
        ) : null}
        {options.map((option, i) => (
          <option key={option.label} value={String(i)}>
            {option.label}
          </option>
        ))}
      </select>
      <Icon shape={chevronDown} className="ui-select-arrow" />
    </span>
  );
}
