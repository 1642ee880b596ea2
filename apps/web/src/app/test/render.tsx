import { render } from '@testing-library/react';
import { PrimeReactProvider } from 'primereact/api';
import type { ReactElement } from 'react';
import { PRIME_VALUE } from '../prime.ts';
import { type AppStoreApi, StoreContext } from '../store/index.ts';

/** Renders a piece of the app around a real store, as the app itself would. */
export function renderWithStore(ui: ReactElement, store: AppStoreApi) {
  return render(
    <PrimeReactProvider value={PRIME_VALUE}>
      <StoreContext.Provider value={store}>{ui}</StoreContext.Provider>
    </PrimeReactProvider>,
  );
}
