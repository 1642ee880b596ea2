import { Icon } from './icons.tsx';

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
      <Icon name="warning" />
      <span>{text}</span>
    </div>
  );
}
