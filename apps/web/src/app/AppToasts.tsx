import { useApp } from '../store/index.ts';
import { Toasts } from '../ui/Toasts.tsx';

/** The store's messages, as toasts. */
export function AppToasts() {
  return <Toasts toasts={useApp((s) => s.toasts)} />;
}
