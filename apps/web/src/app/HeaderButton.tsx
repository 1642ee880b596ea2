import type { ButtonHTMLAttributes } from 'react';
import { Icon } from '../ui/icons.tsx';
import { type FirstPaintIconName, firstPaintShapes } from '../ui/shapes/first-paint.ts';

interface HeaderButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> {
  /** One of the first paint's shapes: the header draws only those. */
  readonly icon: FirstPaintIconName;
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
      <Icon shape={firstPaintShapes[icon]} />
      <span className="header-button-label">{label}</span>
    </button>
  );
}
