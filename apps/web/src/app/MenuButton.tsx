import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Icon } from '../ui/icons.tsx';
import { type FirstPaintIconName, firstPaintShapes } from '../ui/shapes/first-paint.ts';

export interface MenuItem {
  readonly label: string;
  /** What a screen reader says, when the visible label is not enough on its own. */
  readonly ariaLabel?: string;
  readonly icon?: FirstPaintIconName;
  /** A checkable item (the sound switch): its state. */
  readonly checked?: boolean;
  readonly onSelect: () => void;
}

/** One item: a plain one, or a checkable one (the sound switch) showing its state as a switch. */
function MenuEntry({ item, onSelect }: { item: MenuItem; onSelect: () => void }) {
  const common = {
    type: 'button',
    tabIndex: -1,
    'aria-label': item.ariaLabel,
    className: 'header-menu-item',
    onClick: onSelect,
  } as const;
  const label = <span>{item.label}</span>;
  if (item.checked === undefined) {
    return (
      <button role="menuitem" {...common}>
        {item.icon ? <Icon shape={firstPaintShapes[item.icon]} /> : null}
        {label}
      </button>
    );
  }
  return (
    <button role="menuitemcheckbox" aria-checked={item.checked} {...common}>
      <span className="ui-switch-track" aria-hidden="true">
        <span className="ui-switch-thumb" />
      </span>
      {label}
    </button>
  );
}

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
 * A header button that opens a menu: Enter or a click opens it, focus goes to the first item,
 * the arrow keys move, Escape closes and returns to the button. The More menu (the header's
 * overflow on narrow screens) and the Music menu (import, export, print) are two of them.
 */
export function MenuButton({ items, className, ariaLabel, label, icon }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const id = useId();

  useEffect(() => {
    if (!open) return;
    menu.current?.querySelector<HTMLElement>('[role^="menuitem"]')?.focus();
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside, true);
    return () => document.removeEventListener('pointerdown', outside, true);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const entries = [...(menu.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? [])];
    const at = entries.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: at + 1,
      ArrowUp: at - 1,
      Home: 0,
      End: entries.length - 1,
    };
    if (event.key === 'Escape') close();
    else if (event.key === 'Tab') setOpen(false);
    else if (event.key in moves) {
      const next = ((moves[event.key] ?? 0) + entries.length) % entries.length;
      entries[next]?.focus();
    } else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

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
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <Icon shape={firstPaintShapes[icon]} />
        {label ? <span className="header-button-label">{label}</span> : null}
      </button>
      {open ? (
        <div
          ref={menu}
          id={`${id}-menu`}
          role="menu"
          aria-labelledby={`${id}-button`}
          className="header-menu"
          onKeyDown={onKeyDown}
        >
          {items.map((item) => (
            <MenuEntry
              key={item.ariaLabel ?? item.label}
              item={item}
              onSelect={() => {
                close();
                item.onSelect();
              }}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
