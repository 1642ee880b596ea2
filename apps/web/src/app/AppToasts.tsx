import { Toast } from 'primereact/toast';
import { type RefObject, useEffect, useRef } from 'react';
import { useApp } from './store/index.ts';

/**
 * The one PrimeReact Toast: shows each message the store logs, once. `shown` is the newest id
 * already shown (plain toasts may have shown some while PrimeReact could not be downloaded).
 */
export function AppToasts({ shown }: { shown: RefObject<number> }) {
  const toasts = useApp((s) => s.toasts);
  const ref = useRef<Toast>(null);
  useEffect(() => {
    const fresh = toasts.filter((t) => t.id > shown.current);
    if (fresh.length === 0) return;
    shown.current = fresh[fresh.length - 1]!.id;
    ref.current?.show(
      fresh.map((t) => ({ severity: t.severity, summary: t.summary, detail: t.detail, life: t.life })),
    );
  }, [toasts, shown]);
  return <Toast ref={ref} position="top-right" />;
}
