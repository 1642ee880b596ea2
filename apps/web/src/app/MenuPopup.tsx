import { type KeyboardEvent, type RefObject, useEffect, useRef } from 'react';
import type { ActionId } from '../editor/actions/types.ts';
import { Icon } from '../ui/icons.tsx';
import type { FirstPaintIconName } from '../ui/shapes/first-paint.ts';
import { firstPaintShapes } from '../ui/shapes/first-paint.ts';

export interface MenuItem {
  readonly label: string;
  /** What a screen reader says, when the visible label is not enough on its own. */
  readonly ariaLabel?: string;
  readonly icon?: FirstPaintIconName;
  /** Shown on phones only (app.css): wider screens have a header button for it. */
  readonly phoneOnly?: boolean;
  /** Shown below 481 px only (app.css): the composer's note tools have it from there up. */
  readonly narrowOnly?: boolean;
  /** A checkable item (the sound switch): its state. */
  readonly checked?: boolean;
  /** The registry's action the item dispatches (editor/actions/registry.ts), named in `data-action`. */
  readonly action?: ActionId;
  readonly onSelect: () => void;
}

/** One item: a plain one, or a checkable one (the sound switch) showing its state as a switch. */
function MenuEntry({ item, onSelect }: { item: MenuItem; onSelect: () => void }) {
  const common = {
    type: 'button',
    tabIndex: -1,
    'aria-label': item.ariaLabel,
    className: ['header-menu-item', item.phoneOnly ? 'phone-only' : '', item.narrowOnly ? 'narrow-only' : '']
      .filter(Boolean)
      .join(' '),
    'data-action': item.action,
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

/** The menu's items that this screen shows (a phone's only items hide on wider screens). */
function shownItems(menu: HTMLElement | null): HTMLElement[] {
  const items = [...(menu?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? [])];
  return items.filter((item) => getComputedStyle(item).display !== 'none');
}

export interface MenuPopupProps {
  readonly id: string;
  readonly items: readonly MenuItem[];
  /** The button that opened the menu: a press on it is not a press outside. */
  readonly button: RefObject<HTMLButtonElement | null>;
  /** Closes the menu; `refocus` returns the focus to the button (Escape, a chosen item). */
  readonly onClose: (refocus: boolean) => void;
}

/**
 * The open menu of a header menu button, loaded on first opening: focus goes to the first item,
 * the arrow keys, Home and End move, Escape closes and returns to the button, Tab and a press
 * outside close it.
 */
export function MenuPopup({ id, items, button, onClose }: MenuPopupProps) {
  const menu = useRef<HTMLDivElement>(null);

  useEffect(() => {
    shownItems(menu.current)[0]?.focus();
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) onClose(false);
    };
    document.addEventListener('pointerdown', outside, true);
    return () => document.removeEventListener('pointerdown', outside, true);
  }, [button, onClose]);

  const onKeyDown = (event: KeyboardEvent) => {
    const entries = shownItems(menu.current);
    const at = entries.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: at + 1,
      ArrowUp: at - 1,
      Home: 0,
      End: entries.length - 1,
    };
    if (event.key === 'Escape') onClose(true);
    else if (event.key === 'Tab') onClose(false);
    else if (event.key in moves) {
      const next = ((moves[event.key] ?? 0) + entries.length) % entries.length;
      entries[next]?.focus();
    } else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  return (
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
            onClose(true);
            item.onSelect();
          }}
        />
      ))}
    </div>
  );
}
