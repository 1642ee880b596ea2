import './toasts.css';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Toast } from '../toast.ts';
import { Icon } from './icons.tsx';
import { LAYERS } from './layers.ts';
import { close } from './shapes/first-paint.ts';

/** The shortest time a toast stays, so a brief one can still be read. */
const MIN_LIFE_MS = 4000;

function ToastItem({ toast, onClose }: { toast: Toast; onClose: (id: number) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onClose(toast.id), Math.max(toast.life, MIN_LIFE_MS));
    return () => clearTimeout(timer);
  }, [toast, onClose]);
  return (
    <div className={`ui-toast ui-toast-${toast.severity}`}>
      <div className="ui-toast-text">
        <strong>{toast.summary}</strong>
        {toast.detail ? <span>{toast.detail}</span> : null}
      </div>
      <button type="button" className="ui-toast-close" aria-label="Close" onClick={() => onClose(toast.id)}>
        <Icon shape={close} />
      </button>
    </div>
  );
}

/**
 * The app's toasts: each new message in `toasts` shows under the header, over any dialog,
 * until its time is up or it is closed. Part of the first paint (it needs no download).
 */
export function Toasts({ toasts }: { toasts: readonly Toast[] }) {
  const [visible, setVisible] = useState<readonly Toast[]>([]);
  // The newest toast id already shown, so none shows twice.
  const shown = useRef(0);
  useEffect(() => {
    const fresh = toasts.filter((t) => t.id > shown.current);
    if (fresh.length === 0) return;
    shown.current = fresh[fresh.length - 1]!.id;
    setVisible((now) => [...now, ...fresh]);
  }, [toasts]);
  const remove = useCallback((id: number) => setVisible((now) => now.filter((t) => t.id !== id)), []);
  return (
    <div className="ui-toasts" role="status" style={{ zIndex: LAYERS.toast }}>
      {visible.map((t) => (
        <ToastItem key={t.id} toast={t} onClose={remove} />
      ))}
    </div>
  );
}
