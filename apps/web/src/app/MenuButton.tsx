import { useCallback, useId, useRef, useState } from 'react';
import type { ActionId } from '../editor/actions/types.ts';
import { partFailedToast } from '../part-failed.ts';
import { useAppStoreApi } from '../store/index.ts';
import { Icon } from '../ui/icons.tsx';
import { type FirstPaintIconName, firstPaintShapes } from '../ui/shapes/first-paint.ts';

export interface MenuItem {
  readonly label: string;
  /** What a screen reader says, when the visible label is not enough on its own. */
  readonly ariaLabel?: string;
  readonly icon?: FirstPaintIconName;
  /** Shown on phones only (app.css): wider screens have a header button for it. */
  readonly phoneOnly?: boolean;
  /** A checkable item (the sound switch): its state. */
  readonly checked?: boolean;
  /** The registry's action the item dispatches (editor/actions/registry.ts), named in `data-action`. */
  readonly action?: ActionId;
  readonly onSelect: () => void;
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

type Popup = typeof import('./MenuPopup.tsx').default;
let popup: Popup | null = null;
let loading: Promise<Popup> | null = null;

/** The open menu's code: fetched when a pointer or the focus reaches a menu button, or on opening. */
function loadPopup(): Promise<Popup> {
  loading ??= import('./MenuPopup.tsx').then(
    (module) => (popup = module.default),
    (cause: unknown) => {
      loading = null;
      throw cause;
    },
  );
  return loading;
}

/**
 * A header button that opens a menu (Enter, ArrowDown or a click). The More menu (the header's
 * overflow on narrow screens) and the Music menu (import, export, print) are two of them. The
 * menu itself loads on first use, off the start-up path.
 */
export function MenuButton({ items, className, ariaLabel, label, icon }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const [Popup, setPopup] = useState<Popup | null>(() => popup);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  const store = useAppStoreApi();
  const preload = () => void loadPopup().catch(() => {});
  const toggle = () => {
    if (open || Popup) return setOpen(!open);
    setOpen(true);
    loadPopup().then(
      (loaded) => setPopup(() => loaded),
      () => {
        setOpen(false);
        store.getState().notify(partFailedToast(true));
      },
    );
  };

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
        onPointerEnter={preload}
        onFocus={preload}
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
      {open && Popup ? <Popup id={id} items={items} button={button} onClose={onClose} /> : null}
    </div>
  );
}
