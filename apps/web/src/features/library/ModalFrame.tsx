import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';

export interface ModalFrameProps {
  readonly title: string;
  readonly visible: boolean;
  readonly onHide: () => void;
  readonly footer?: ReactNode;
  readonly children: ReactNode;
  /** Extra class on the panel, for its size. */
  readonly className?: string;
}

/** Open frames, newest last: Escape closes only the one on top. */
const openFrames: symbol[] = [];

const FOCUSABLE =
  'button:not([disabled]), input:not([disabled]), select, textarea, [href], [tabindex]:not([tabindex="-1"])';

/**
 * A modal panel of our own, so the library needs none of PrimeReact: it keeps focus inside while
 * open, Escape closes it, and focus goes back where it was. Not a native modal `<dialog>`: the top
 * layer would hide the toasts and any PrimeReact dialog opened from here.
 */
export function ModalFrame({ title, visible, onHide, footer, children, className }: ModalFrameProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const hide = useRef(onHide);
  hide.current = onHide;

  useEffect(() => {
    if (!visible) return;
    const frame = Symbol(title);
    openFrames.push(frame);
    // On the document, so Escape works wherever focus went (PrimeReact's dialogs did the same),
    // but a dialog opened on top (ours or PrimeReact's) takes its own Escape.
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const holder = event.target instanceof Element ? event.target.closest('[role="dialog"]') : null;
      if (holder ? holder === panel.current : openFrames.at(-1) === frame) hide.current();
    };
    document.addEventListener('keydown', onEscape);
    const before = document.activeElement as HTMLElement | null;
    const root = panel.current;
    // A child that asked for focus (autoFocus) keeps it; otherwise the panel itself takes it.
    if (root && !root.contains(document.activeElement)) root.focus();
    return () => {
      document.removeEventListener('keydown', onEscape);
      openFrames.splice(openFrames.indexOf(frame), 1);
      if (before?.isConnected) before.focus();
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

  return createPortal(
    <div className="modal-mask">
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`modal-panel ${className ?? ''}`}
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
    </div>,
    document.body,
  );
}
