import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, signedOutRoutes } from '../../test/fake-api.ts';
import { renderWithStore } from '../../test/render.tsx';
import { testStore, toastTexts } from '../../test/store-harness.ts';
import { LOAD_FAILED, PART_FAILED } from '../part-failed.ts';
import { lazyPart, RETRY_DELAY_MS } from './lazy-part.tsx';
import { PartBoundary } from './PartBoundary.tsx';
import { WhenOpened } from './WhenOpened.tsx';

beforeEach(() => {
  window.localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Broken(): never {
  throw new Error('a bug');
}

/** Lets time pass inside act, so React can retry what suspended (the way `use` needs in tests). */
const settle = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

/** A part's download, as the network lets it through or not. */
function download() {
  const network = { up: false, attempts: 0 };
  const load = async () => {
    network.attempts++;
    if (!network.up) throw new TypeError('Failed to fetch dynamically imported module');
    return { default: () => <p>The part</p> };
  };
  return { network, load };
}

describe('a lazily loaded part', () => {
  it('is downloaded twice before it gives up, and again once asked anew', async () => {
    const { network, load } = download();
    const Part = lazyPart(load);
    const failed = vi.fn();
    const tree = (key: number) => (
      <PartBoundary key={key} onFailed={failed}>
        <Suspense fallback={null}>
          <Part />
        </Suspense>
      </PartBoundary>
    );
    const { rerender } = await act(async () => render(tree(1)));
    await settle(RETRY_DELAY_MS + 200);
    expect(failed).toHaveBeenCalledWith(true);
    expect(network.attempts).toBe(2);
    expect(screen.queryByText('The part')).toBeNull();

    network.up = true;
    await act(async () => rerender(tree(2)));
    await settle(10);
    expect(screen.getByText('The part')).toBeTruthy();
    expect(network.attempts).toBe(3);
  });

  it('fetched ahead, shows at once on first use, without waiting on a fallback', async () => {
    const { network, load } = download();
    network.up = true;
    const Part = lazyPart(load);
    await Part.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Part />
      </Suspense>,
    );
    expect(screen.getByText('The part')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('fetched ahead while the network was down, downloads again on first use', async () => {
    const { network, load } = download();
    const Part = lazyPart(load);
    await Part.preload();
    network.up = true;
    await act(async () =>
      render(
        <Suspense fallback={null}>
          <Part />
        </Suspense>,
      ),
    );
    await settle(10);
    expect(screen.getByText('The part')).toBeTruthy();
    expect(network.attempts).toBe(2);
  });

  it('that cannot be downloaded closes its dialog with a toast; the next opening downloads it', async () => {
    fakeApi(signedOutRoutes());
    const { network, load } = download();
    const Part = lazyPart(load);
    const { store, state } = testStore();
    act(() => state().openDialog('settings'));
    await act(async () =>
      renderWithStore(
        <WhenOpened names={['settings']}>
          <Part />
        </WhenOpened>,
        store,
      ),
    );
    await settle(RETRY_DELAY_MS + 200);
    expect(state().dialogs.settings.display).toBe(false);
    expect(toastTexts(state().toasts)).toEqual([LOAD_FAILED]);

    network.up = true;
    await act(async () => state().openDialog('settings'));
    await settle(10);
    expect(screen.getByText('The part')).toBeTruthy();
  });

  it('that breaks while drawing closes its dialog with a toast, and the rest stays', async () => {
    fakeApi(signedOutRoutes());
    const { store, state } = testStore();
    act(() => state().openDialog('rowCall'));
    renderWithStore(
      <>
        <p>The header</p>
        <WhenOpened names={['rowCall']}>
          <Broken />
        </WhenOpened>
      </>,
      store,
    );
    expect(state().dialogs.rowCall.display).toBe(false);
    expect(toastTexts(state().toasts)).toEqual([PART_FAILED]);
    expect(screen.getByText('The header')).toBeTruthy();
  });
});
