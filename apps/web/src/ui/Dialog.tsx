import { type CSSProperties, type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import './ui.css';
import { LAYERS } from './layers.ts';

export interface DialogProps {
  /** The dialog's name, shown as its heading and read by screen readers. */
  readonly title: string;
  readonly visible: boolean;
  /** The close button and Escape call this; the dialog closes when `visible` turns false. */
  readonly onHide: () => void;
  readonly footer?: ReactNode;
  readonly children: ReactNode;
  /** Extra class on the panel, for its size. */
  readonly className?: string;
  /** Width and height of the panel; it never grows past the screen. */
  readonly style?: CSSProperties;
  /**
   * Drawn where it stands in the tree rather than at the end of the page's body: for a dialog the
   * server renders with the page (the library), as a portal has no place in server markup.
   */
  readonly inPlace?: boolean;
}

/**
 * The screen less a small margin and any toasts' room above the dialog: no dialog is taller
 * (ui.css caps height and width alike).
 */
const SCREEN_HEIGHT = '100dvh - 1rem - var(--toast-room, 0px)';

/** A minimum height gives way to a short screen (a phone on its side), as a height does. */
function fitted(style: CSSProperties | undefined): CSSProperties | undefined {
  const least = style?.minHeight;
  if (least === undefined) return style;
  const size = typeof least === 'number' ? `${least}px` : least;
  return { ...style, minHeight: `min(${size}, ${SCREEN_HEIGHT})` };
}

/** Open dialogs, newest last: Escape closes only the one on top. */
const openDialogs: symbol[] = [];

/**
 * The opener of a dialog that closed while another opened in its place (the library, then the
 * unsaved-changes question): the newcomer's own opener went with the closed one, so the focus
 * goes back here when the newcomer closes.
 */
let handedOver: HTMLElement | null = null;

const FOCUSABLE =
  'button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

/**
 * The one modal dialog of the app. While open it keeps the focus inside (Tab and Shift+Tab go
 * round), Escape closes the top dialog only, and on closing the focus goes back where it was. A
 * child with `autoFocus` takes the focus on opening; otherwise the panel itself does. Not a
 * native modal `<dialog>`: its top layer would hide the toasts shown over it.
 */
export function Dialog({
  title,
  visible,
  onHide,
  footer,
  children,
  className,
  style,
  inPlace = false,
}: DialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const hide = useRef(onHide);
  hide.current = onHide;
  // What had the focus before opening, taken while rendering: a child's autoFocus moves the
  // focus before any effect runs.
  const opener = useRef<Element | null>(null);
  const shown = useRef(false);
  if (visible && !shown.current) opener.current = globalThis.document?.activeElement ?? null;
  shown.current = visible;

  useEffect(() => {
    if (!visible) return;
    const self = Symbol(title);
    openDialogs.push(self);
    // On the document, so Escape works wherever the focus went, but only for the top dialog.
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || openDialogs.at(-1) !== self) return;
      event.preventDefault();
      hide.current();
    };
    document.addEventListener('keydown', onEscape);
    const own = opener.current as HTMLElement | null;
    const before = own?.isConnected ? own : handedOver;
    handedOver = null;
    const root = panel.current;
    if (root && !root.contains(document.activeElement)) root.focus();
    return () => {
      document.removeEventListener('keydown', onEscape);
      openDialogs.splice(openDialogs.indexOf(self), 1);
      // The focus goes back only if it went with this dialog; if it is already somewhere else
      // (another dialog opening in this one's place took it), it stays there.
      const active = document.activeElement;
      const lost = !active || active === document.body || root?.contains(active);
      if (!lost) handedOver = before?.isConnected ? before : null;
      else if (before?.isConnected) before.focus();
    };
  }, [visible, title]);

  if (!visible) return null;

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panel.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const dialog = (
    <div className="modal-mask" style={{ zIndex: LAYERS.modal }}>
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`modal-panel ${className ?? ''}`}
        style={fitted(style)}
        onKeyDown={onKeyDown}
      >
        <div className="modal-header">
          <h2 id={titleId} className="modal-title">
            {title}
          </h2>
          <button type="button" className="modal-close" aria-label="Close" onClick={onHide}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className="modal-content">{children}</div>
        {footer ? <div className="modal-footer">{footer}</div> : null}
      </div>
    </div>
  );
  return inPlace ? dialog : createPortal(dialog, document.body);
}
