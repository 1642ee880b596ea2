import { EMPTY_PLAN } from '@ringalong/song';
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVE_PLAN, fakeApi, signedInRoutes } from '../../../test/fake-api.ts';
import { renderWithStore } from '../../../test/render.tsx';
import { testStore } from '../../../test/store-harness.ts';
import ChooseSubscriptionDialog from './ChooseSubscriptionDialog.tsx';
import ManageSubscriptionDialog from './ManageSubscriptionDialog.tsx';

beforeEach(() => {
  window.localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function manage(plan = EMPTY_PLAN) {
  fakeApi(signedInRoutes(plan));
  const harness = testStore();
  await harness.state().init();
  act(() => harness.state().openDialog('manageSubscription'));
  renderWithStore(<ManageSubscriptionDialog />, harness.store);
  await screen.findByText('Manage Subscription');
  return harness;
}

const cancelButton = () => screen.getByRole('button', { name: 'Cancel Subscription' }) as HTMLButtonElement;

describe('Manage Subscription', () => {
  it('folds the termination menu away again on every opening', async () => {
    const { state } = await manage();
    await userEvent.click(screen.getByRole('button', { name: 'Show Termination Menu' }));
    expect(screen.getByRole('button', { name: 'Cancel Subscription' })).toBeTruthy();
    act(() => state().closeDialog('manageSubscription'));
    act(() => state().openDialog('manageSubscription'));
    expect(await screen.findByRole('button', { name: 'Show Termination Menu' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
  });

  it('without a subscription: says so, offers Upgrade, and Cancel is disabled', async () => {
    await manage();
    expect(screen.getByText('You have no active subscription at this time.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upgrade' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show Termination Menu' }));
    expect(cancelButton().disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Hide Termination Menu' })).toBeTruthy();
  });

  it('active: purchase and renewal dates in short en-US, Cancel enabled', async () => {
    await manage(ACTIVE_PLAN);
    expect(screen.getByText('Purchased on Jan 5, 2026.')).toBeTruthy();
    expect(screen.getByText('Renews automatically on Jan 5, 2027.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show Termination Menu' }));
    expect(cancelButton().disabled).toBe(false);
  });

  it("missing dates read 'N/A'", async () => {
    await manage({ ...ACTIVE_PLAN, issued: null, created: null });
    expect(screen.getByText('Purchased on N/A.')).toBeTruthy();
  });

  it('canceled: access until the period end, Resume offered, Cancel disabled', async () => {
    await manage({ ...ACTIVE_PLAN, canceled_at: '2026-05-01T00:00:00.000Z', cancel_at_period_end: true });
    expect(
      screen.getByText('Your subscription is canceled. You keep full access until Jan 5, 2027.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resume Subscription' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show Termination Menu' }));
    expect(cancelButton().disabled).toBe(true);
  });

  it('shows the checkout, finalizing, unlocked and failed messages', async () => {
    const { store } = await manage();
    const setPlan = (changes: object) =>
      act(() => store.setState((s) => ({ plan: { ...s.plan, ...changes } })));
    setPlan({ inTransition: true });
    expect(screen.getByText('The secure checkout will open shortly')).toBeTruthy();
    setPlan({ inTransition: false, planBeingProcessed: true });
    expect(
      screen.getByText(
        'Thank you! Your subscription is being finalized and will be active shortly. Please wait',
      ),
    ).toBeTruthy();
    setPlan({ planBeingProcessed: false, purchaseFailed: true });
    expect(screen.getByText('Something went wrong, unable to process payment.')).toBeTruthy();
    setPlan({ purchaseFailed: false, accessUnlockedMessage: true, planObject: ACTIVE_PLAN });
    expect(screen.getByText('Sweet! You now have full access to Ringalong.')).toBeTruthy();
  });
});

describe('Choose a subscription', () => {
  it('promises no work is lost and subscribes for $15 per year', async () => {
    const server = fakeApi({
      ...signedInRoutes(),
      'PUT /users/subscribe': () => ({ body: { success: true, url: 'http://127.0.0.1/checkout' } }),
    });
    const harness = testStore();
    act(() => harness.state().openDialog('subscriptionOptions'));
    renderWithStore(<ChooseSubscriptionDialog />, harness.store);
    expect(await screen.findByText('Subscribe for Full Access')).toBeTruthy();
    expect(screen.getByText('No work will be lost')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe - $15 per year' }));
    await vi.waitFor(() => expect(harness.navigate).toHaveBeenCalledWith('http://127.0.0.1/checkout'));
    expect(server.find('PUT', '/users/subscribe')).toHaveLength(1);
  });
});
