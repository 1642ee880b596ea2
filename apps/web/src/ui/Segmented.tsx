export interface SegmentedProps<T> {
  readonly value: T;
  readonly options: readonly { readonly label: string; readonly value: T }[];
  readonly onChange: (value: T) => void;
  readonly ariaLabel?: string;
  readonly labelledBy?: string;
  readonly className?: string;
}

/**
 * A choice of one among a few, as a row of pressed and unpressed buttons. Like a radio group,
 * choosing the chosen one again changes nothing.
 */
export function Segmented<T>({
  value,
  options,
  onChange,
  ariaLabel,
  labelledBy,
  className,
}: SegmentedProps<T>) {
  return (
    <fieldset
      aria-label={ariaLabel}
      aria-labelledby={labelledBy}
      className={`ui-segmented ${className ?? ''}`}
    >
      {options.map((option) => (
        <button
          key={option.label}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => {
            if (option.value !== value) onChange(option.value);
          }}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}
