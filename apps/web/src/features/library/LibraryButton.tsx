import type { ButtonHTMLAttributes, ReactNode } from 'react';

export interface LibraryButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** solid: the main action; outlined and text: the quieter ones; danger: cannot be undone. */
  readonly variant?: 'solid' | 'outlined' | 'text' | 'link' | 'danger' | 'danger-text';
  readonly icon?: ReactNode;
}

/** A plain button in the header's greys. */
export function LibraryButton({ variant = 'solid', icon, children, className, ...rest }: LibraryButtonProps) {
  return (
    <button type="button" className={`lib-button lib-button-${variant} ${className ?? ''}`} {...rest}>
      {icon}
      {children}
    </button>
  );
}
