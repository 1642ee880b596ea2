import { useCallback, useId, useRef, useState } from 'react';
import { Icon } from '../ui/icons.tsx';
import { type FirstPaintIconName, firstPaintShapes } from '../ui/shapes/first-paint.ts';
import { type MenuItem, MenuPopup } from './MenuPopup.tsx';

/** What a header menu button shows: its class (where it shows), its name and its face. */
export interface MenuButtonProps {
  readonly items: readonly MenuItem[];
  readonly className: string;
  /** The button's accessible name. */
  readonly ariaLabel: string;
  /** Text shown beside the icon; none for an icon-only button. */
  readonly label?: string;
  readonly icon: FirstPaintIconName;
}

/**
 * A header button that opens a menu (Enter, ArrowDown or a click). The More menu (the header's
 * overflow on narrow screens) and the Music menu (import, export, print) are two of them.
 */
export function MenuButton({ items, className, ariaLabel, label, icon }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  const toggle = () => setOpen(!open);

  const onClose = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  }, []);

  return (
    <div className={`header-menu-button ${className}`}>
      <button
        ref={button}
        type="button"
        id={`${id}-button`}
        className="header-button header-button-text"
        aria-label={ariaLabel}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={toggle}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            toggle();
          }
        }}
      >
        <Icon shape={firstPaintShapes[icon]} />
        {label ? <span className="header-button-label">{label}</span> : null}
      </button>
      {open ? <MenuPopup id={id} items={items} button={button} onClose={onClose} /> : null}
    </div>
  );
}
