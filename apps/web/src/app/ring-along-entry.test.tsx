import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, signedOutRoutes } from '../../test/fake-api.ts';
import { renderWithStore } from '../../test/render.tsx';
import { testStore } from '../../test/store-harness.ts';
import { Header } from './Header.tsx';

describe('into Ring along', () => {
  it("the header's Ring along raises the view's flag", async () => {
    fakeApi(signedOutRoutes());
    const { store } = testStore();
    renderWithStore(<Header />, store);
    expect(store.getState().dialogs.ringAlong.display).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Ring along' }));
    expect(store.getState().dialogs.ringAlong.display).toBe(true);
  });
});
