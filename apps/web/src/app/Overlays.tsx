import 'primereact/resources/themes/lara-light-blue/theme.css';
import 'primereact/resources/primereact.min.css';
import 'primeicons/primeicons.css';
import './dialogs.css';
import { PrimeReactProvider } from 'primereact/api';
import type { RefObject } from 'react';
import { AppToasts } from './AppToasts.tsx';
import { DialogHost } from './DialogHost.tsx';

export { preloadDialogs } from './DialogHost.tsx';

import { configurePrimeLocale, PRIME_VALUE } from './prime.ts';

configurePrimeLocale();

/**
 * PrimeReact, its theme, the dialogs and the toasts. Loaded right after the first paint, so the
 * header and the canvas show before any of it arrives.
 */
export default function Overlays({ toastsShown }: { toastsShown: RefObject<number> }) {
  return (
    <PrimeReactProvider value={PRIME_VALUE}>
      <DialogHost />
      <AppToasts shown={toastsShown} />
    </PrimeReactProvider>
  );
}
