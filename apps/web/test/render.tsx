import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { type AppStoreApi, StoreContext } from '../src/store/index.ts';

/** Renders a piece of the app around a real store, as the app itself would. */
export function renderWithStore(ui: ReactElement, store: AppStoreApi) {
  return render(<StoreContext.Provider value={store}>{ui}</StoreContext.Provider>);
}
