import type { ReactNode } from 'react';

export interface SwitchProps {
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly id?: string;
  /** The name, when no label points at the switch and its text is not enough. */
  readonly ariaLabel?: string;
  readonly className?: string;
  /** Text inside the switch, after the track. */
  readonly children?: ReactNode;
}

/** An on/off switch: a button with the switch role, its state read as checked or not. */
export function Switch({ checked, onChange, id, ariaLabel, className, children }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      id={id}
      aria-checked={checked}
      aria-label={ariaLabel}
      className={className ?? 'ui-switch'}
      onClick={() => onChange(!checked)}
    >
      <span className="ui-switch-track" aria-hidden="true">
        <span className="ui-switch-thumb" />
      </span>
      {children}
    </button>
  );
}
