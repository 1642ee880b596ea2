import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, signedOutRoutes } from '../../test/fake-api.ts';
import { renderWithStore } from '../../test/render.tsx';
import { testStore } from '../../test/store-harness.ts';
import { Header } from './Header.tsx';
import { networkWords } from './NetworkStatus.tsx';
import { UpdateBanner } from './UpdateBanner.tsx';

afterEach(cleanup);

describe("the header's word on the network", () => {
  it('says nothing online, Offline when the network goes, and what waits to be sent', () => {
    expect(networkWords(true, 0)).toBeNull();
    expect(networkWords(false, 0)).toBe('Offline');
    expect(networkWords(false, 1)).toBe('Offline · 1 save waiting');
    expect(networkWords(false, 3)).toBe('Offline · 3 saves waiting');
    expect(networkWords(true, 2)).toBe('2 saves waiting');
  });

  it('follows the browser: offline, then back online', () => {
    fakeApi(signedOutRoutes());
    const { store } = testStore();
    renderWithStore(<Header />, store);
    const status = () => screen.getByRole('status').textContent;
    expect(status()).toBe('');
    act(() => store.getState().networkChanged(false));
    expect(status()).toBe('Offline');
    act(() => store.getState().networkChanged(true));
    expect(status()).toBe('');
  });
});

describe('a new version of the app', () => {
  it('is announced with a Reload button once one waits, and not before', () => {
    fakeApi(signedOutRoutes());
    const { store } = testStore();
    renderWithStore(<UpdateBanner />, store);
    expect(screen.queryByText('A new version is ready')).toBeNull();
    act(() => store.setState((s) => ({ network: { ...s.network, updateReady: true } })));
    expect(screen.getByRole('status').textContent).toBe('A new version is readyReload');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });
});
