import type { ButtonHTMLAttributes } from 'react';
import { Icon, type IconName } from '../ui/icons.tsx';

interface HeaderButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> {
  readonly icon: IconName;
  readonly label: string;
  /** What a screen reader says, when the visible label is not enough on its own. */
  readonly ariaLabel?: string;
  readonly variant?: 'text' | 'solid' | 'outlined';
}

/** A header button: an icon and a label; on narrow screens the label hides but stays readable. */
export function HeaderButton({
  icon,
  label,
  ariaLabel,
  variant = 'text',
  className,
  ...rest
}: HeaderButtonProps) {
  return (
    <button
      type="button"
      className={`header-button header-button-${variant} ${className ?? ''}`}
      aria-label={ariaLabel ?? label}
      {...rest}
    >
      <Icon name={icon} />
      <span className="header-button-label">{label}</span>
    </button>
  );
}
