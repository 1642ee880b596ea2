import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, signedInRoutes } from '../../../test/fake-api.ts';
import { renderWithStore } from '../../../test/render.tsx';
import { testStore } from '../../../test/store-harness.ts';
import UserSettingsDialog from './UserSettingsDialog.tsx';

beforeEach(() => {
  window.localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('User Settings', () => {
  it('updates the display name, links to Manage Subscription and names the support address', async () => {
    const server = fakeApi({
      ...signedInRoutes(),
      'POST /user/update-username': (call) => ({
        body: { success: true, name: (call.body as { name: string }).name },
      }),
    });
    const { state, store } = testStore();
    await state().init();
    act(() => state().openDialog('userSettings'));
    renderWithStore(<UserSettingsDialog />, store);
    const field = (await screen.findByLabelText('Display name')) as HTMLInputElement;
    expect(field.value).toBe('Ada');
    await userEvent.clear(field);
    await userEvent.type(field, 'Ringer One');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await vi.waitFor(() =>
      expect(server.find('POST', '/user/update-username')[0]?.body).toEqual({ name: 'Ringer One' }),
    );
    expect(screen.getByRole('link', { name: 'support@ringalong.app' }).getAttribute('href')).toBe(
      'mailto:support@ringalong.app',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Manage Subscription' }));
    expect(state().dialogs.manageSubscription.display).toBe(true);
    expect(state().dialogs.userSettings.display).toBe(false);
  });
});

describe('Display name', () => {
  it('starts again from the stored name on every opening', async () => {
    fakeApi(signedInRoutes());
    const { state, store } = testStore();
    await state().init();
    const stored = state().user.name ?? '';
    act(() => state().openDialog('userSettings'));
    renderWithStore(<UserSettingsDialog />, store);
    const field = (await screen.findByLabelText('Display name')) as HTMLInputElement;
    expect(field.value).toBe(stored);
    await userEvent.type(field, ' draft');
    act(() => state().closeDialog('userSettings'));
    act(() => state().openDialog('userSettings'));
    expect(((await screen.findByLabelText('Display name')) as HTMLInputElement).value).toBe(stored);
  });

  it('is cleaned before it is cut to 20 characters, and the cleaned name is shown and sent', async () => {
    const server = fakeApi({
      ...signedInRoutes(),
      'POST /user/update-username': (call) => ({
        body: { success: true, name: (call.body as { name: string }).name },
      }),
    });
    const { state, store } = testStore();
    await state().init();
    act(() => state().openDialog('userSettings'));
    renderWithStore(<UserSettingsDialog />, store);
    const field = (await screen.findByLabelText('Display name')) as HTMLInputElement;
    await userEvent.clear(field);
    await userEvent.type(field, '  Alice   🔔 Bell-Ringer!! of the North');
    expect(field.value).toBe('  Alice   🔔 Bell-Ringer!! of the North');
    expect(screen.getByText('Saved as “Alice BellRinger of”')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await vi.waitFor(() =>
      expect(server.find('POST', '/user/update-username')[0]?.body).toEqual({ name: 'Alice BellRinger of' }),
    );
    await vi.waitFor(() => expect(field.value).toBe('Alice BellRinger of'));
    expect(state().user.name).toBe('Alice BellRinger of');
  });
});
