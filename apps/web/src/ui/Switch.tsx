import type { ReactNode } from 'react';

export interface SwitchProps {
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly id?: string;
  /** The name, when no label points at the switch and its text is not enough. */
  readonly ariaLabel?: string;
  readonly className?: string;
  /** Class names of the track and its thumb, for a switch drawn its own way (the header's). */
  readonly parts?: { readonly track: string; readonly thumb: string };
  /** Text inside the switch, after the track. */
  readonly children?: ReactNode;
}

const UI_PARTS = { track: 'ui-switch-track', thumb: 'ui-switch-thumb' };

/** An on/off switch: a button with the switch role, its state read as checked or not. */
export function Switch({
  checked,
  onChange,
  id,
  ariaLabel,
  className,
  parts = UI_PARTS,
  children,
}: SwitchProps) {
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
      <span className={parts.track} aria-hidden="true">
        <span className={parts.thumb} />
      </span>
      {children}
    </button>
  );
}
