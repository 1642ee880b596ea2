import { type RefObject, useCallback, useEffect, useState } from 'react';
import { useApp } from './store/index.ts';
import type { Toast } from './store/types.ts';

/** The shortest time a plain toast stays, so a brief one can still be read. */
const MIN_LIFE_MS = 4000;

function PlainToast({ toast, onClose }: { toast: Toast; onClose: (id: number) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onClose(toast.id), Math.max(toast.life, MIN_LIFE_MS));
    return () => clearTimeout(timer);
  }, [toast, onClose]);
  return (
    <div className={`plain-toast plain-toast-${toast.severity}`}>
      <div className="plain-toast-text">
        <strong>{toast.summary}</strong>
        {toast.detail ? <span>{toast.detail}</span> : null}
      </div>
      <button
        type="button"
        className="plain-toast-close"
        aria-label="Close"
        onClick={() => onClose(toast.id)}
      >
        ×
      </button>
    </div>
  );
}

/**
 * Toasts without PrimeReact, for when its code could not be downloaded: each new message of the
 * store shows under the header until its time is up or it is closed.
 */
export function PlainToasts({ shown }: { shown: RefObject<number> }) {
  const toasts = useApp((s) => s.toasts);
  const [visible, setVisible] = useState<readonly Toast[]>([]);
  useEffect(() => {
    const fresh = toasts.filter((t) => t.id > shown.current);
    if (fresh.length === 0) return;
    shown.current = fresh[fresh.length - 1]!.id;
    setVisible((now) => [...now, ...fresh]);
  }, [toasts, shown]);
  const remove = useCallback((id: number) => setVisible((now) => now.filter((t) => t.id !== id)), []);
  return (
    <div className="plain-toasts" role="status">
      {visible.map((t) => (
        <PlainToast key={t.id} toast={t} onClose={remove} />
      ))}
    </div>
  );
}
