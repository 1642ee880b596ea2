import { Toast } from 'primereact/toast';
import { useEffect, useRef } from 'react';
import { useApp } from './store/index.ts';

/** The one PrimeReact Toast: shows each message the store logs, once. */
export function AppToasts() {
  const toasts = useApp((s) => s.toasts);
  const ref = useRef<Toast>(null);
  const shown = useRef(0);
  useEffect(() => {
    const fresh = toasts.filter((t) => t.id > shown.current);
    if (fresh.length === 0) return;
    shown.current = fresh[fresh.length - 1]!.id;
    ref.current?.show(
      fresh.map((t) => ({ severity: t.severity, summary: t.summary, detail: t.detail, life: t.life })),
    );
  }, [toasts]);
  return <Toast ref={ref} position="top-right" />;
}
