import { Toasts } from '../ui/Toasts.tsx';
import { useApp } from './store/index.ts';

/** The store's messages, as toasts. */
export function AppToasts() {
  return <Toasts toasts={useApp((s) => s.toasts)} />;
}
