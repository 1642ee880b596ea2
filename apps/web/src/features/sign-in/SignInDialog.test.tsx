import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, signedInRoutes } from '../../../test/fake-api.ts';
import { renderWithStore } from '../../../test/render.tsx';
import { testStore } from '../../../test/store-harness.ts';
import SignInDialog from './SignInDialog.tsx';

beforeEach(() => {
  window.localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Sign In or Create Account', () => {
  it("shows 'Getting your account info' while signing in", async () => {
    fakeApi({ ...signedInRoutes(), 'POST /auth/sign-in': () => new Promise(() => undefined) });
    const { state, store } = testStore();
    act(() => state().openDialog('signIn'));
    renderWithStore(<SignInDialog />, store);
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with your account' }));
    expect(await screen.findByText('Getting your account info')).toBeTruthy();
  });
});
