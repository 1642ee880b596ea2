import type { ButtonHTMLAttributes } from 'react';
import { Icon, type IconShape } from './icons.tsx';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** solid: the main action; outlined and text: the quieter ones; danger: cannot be undone. */
  readonly variant?: 'solid' | 'outlined' | 'text' | 'link' | 'danger' | 'danger-outlined' | 'danger-text';
  readonly size?: 'small';
  readonly icon?: IconShape;
  /** The icon after the label (Next) instead of before it. */
  readonly iconAfter?: boolean;
}

/** A button in the header's greys: an optional icon and its label. */
export function Button({
  variant = 'solid',
  size,
  icon,
  iconAfter = false,
  children,
  className,
  ...rest
}: ButtonProps) {
  const glyph = icon ? <Icon shape={icon} /> : null;
  return (
    <button
      type="button"
      className={`ui-button ui-button-${variant} ${size ? `ui-button-${size}` : ''} ${className ?? ''}`}
      {...rest}
    >
      {iconAfter ? null : glyph}
      {children}
      {iconAfter ? glyph : null}
    </button>
  );
}
