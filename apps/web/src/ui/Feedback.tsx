import { Icon } from './icons.tsx';
import { warning } from './shapes/dialogs.ts';

/** How far along a sequence is, as a bar. */
export function ProgressBar({
  value,
  label,
  className,
}: {
  value: number;
  label: string;
  className?: string;
}) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className={`ui-progress ${className ?? ''}`}
    >
      <div className="ui-progress-value" style={{ width: `${value}%` }} />
    </div>
  );
}

/** A warning that stays in the dialog while its cause lasts. */
export function Warning({ text, className }: { text: string; className?: string }) {
  return (
    <div className={`ui-message ui-message-warn ${className ?? ''}`} role="status">
      <Icon shape={warning} />
      <span>{text}</span>
    </div>
  );
}

/** A turning ring, for a wait whose words say what is awaited. */
export function Spinner({ size = 16 }: { size?: number }) {
  return (
    <svg className="ui-spinner" viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="3" opacity="0.25" />
      <path
        d="M21 12a9 9 0 0 0-9-9"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}
