import { EMPTY_PLAN } from '@ringalong/song';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVE_PLAN, errorBody, fakeApi, signedInRoutes } from '../../test/fake-api.ts';
import { testStore, toastTexts } from '../../test/store-harness.ts';

beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

const CANCELED_PLAN = { ...ACTIVE_PLAN, canceled_at: '2026-05-01T00:00:00.000Z', cancel_at_period_end: true };

describe('subscription', () => {
  it('subscribe sends the song, opens Manage Subscription and goes to the checkout', async () => {
    const server = fakeApi({
      ...signedInRoutes(),
      'PUT /users/subscribe': () => ({ body: { success: true, url: 'http://127.0.0.1/checkout/local/1' } }),
    });
    const { state, navigate, doc } = testStore();
    state().openDialog('subscriptionOptions');
    doc.setTitle('Keep me');
    await state().subscribe();
    expect(server.find('PUT', '/users/subscribe')[0]?.body).toMatchObject({ meta: { title: 'Keep me' } });
    expect(state().dialogs.subscriptionOptions.display).toBe(false);
    expect(state().dialogs.manageSubscription.display).toBe(true);
    expect(navigate).toHaveBeenCalledWith('http://127.0.0.1/checkout/local/1');
  });

  it('buying for a friend and activating a code also move on to Manage Subscription', () => {
    fakeApi(signedInRoutes());
    const { state } = testStore();
    for (const handler of [() => state().buyForFriend(), () => state().activateCode('GIFT-1')]) {
      state().openDialog('subscriptionOptions');
      handler();
      expect(state().dialogs.subscriptionOptions.display).toBe(false);
      expect(state().dialogs.manageSubscription.display).toBe(true);
      state().closeDialog('manageSubscription');
    }
  });

  it('a checkout that cannot be created: "Couldn\'t create checkout" with the message for 4 s', async () => {
    fakeApi({
      ...signedInRoutes(),
      'PUT /users/subscribe': () => ({ status: 409, body: errorBody(409, 'Already subscribed') }),
    });
    const { state, navigate } = testStore();
    await state().subscribe();
    expect(navigate).not.toHaveBeenCalled();
    expect(state().plan.inTransition).toBe(false);
    expect(state().toasts.at(-1)).toMatchObject({
      summary: "Couldn't create checkout",
      detail: 'Already subscribed',
      life: 4000,
    });
  });

  it('cancel: a 2 s progress toast, a 3 s success toast, the new plan, and the dialog closes', async () => {
    const server = fakeApi({
      ...signedInRoutes(ACTIVE_PLAN),
      'PUT /users/unsubscribe': () => ({
        body: { success: true, message: 'Subscription canceled', planObject: CANCELED_PLAN },
      }),
    });
    const { state } = testStore();
    await state().init();
    state().openDialog('manageSubscription');
    await state().cancelSubscription();
    expect(server.find('PUT', '/users/unsubscribe')[0]?.body).toEqual({ subscriptionId: 'local_1' });
    expect(
      state()
        .toasts.slice(-2)
        .map((t) => t.life),
    ).toEqual([2000, 3000]);
    expect(state().plan.planObject).toEqual(CANCELED_PLAN);
    expect(state().dialogs.manageSubscription.display).toBe(false);
  });

  it('a failed cancel shows nothing', async () => {
    fakeApi({
      ...signedInRoutes(ACTIVE_PLAN),
      'PUT /users/unsubscribe': () => ({ status: 500, body: errorBody(500, 'no') }),
    });
    const { state } = testStore();
    await state().init();
    const before = state().toasts.length;
    await state().cancelSubscription();
    expect(toastTexts(state().toasts.slice(before))).toEqual(['Cancelling subscription']);
  });

  it('resume merges the returned plan', async () => {
    fakeApi({
      ...signedInRoutes(CANCELED_PLAN),
      'PUT /users/resume-subscription': () => ({
        body: { success: true, message: 'Subscription resumed', planObject: ACTIVE_PLAN },
      }),
    });
    const { state } = testStore();
    await state().init();
    await state().resumeSubscription();
    expect(state().plan.planObject).toEqual(ACTIVE_PLAN);
    expect(state().toasts.at(-1)).toMatchObject({ summary: 'Subscription resumed', life: 3000 });
  });

  it('/success: "Subscription being processed" for 2 s, then follows the plan until access is unlocked', async () => {
    let polls = 0;
    fakeApi({
      ...signedInRoutes(),
      'GET /users/plan': () => {
        polls++;
        return { body: { planObject: polls < 3 ? EMPTY_PLAN : ACTIVE_PLAN } };
      },
    });
    window.history.replaceState(null, '', '/success');
    const { state } = testStore('/success');
    await state().init();
    expect(state().toasts.find((t) => t.summary === 'Subscription being processed')?.life).toBe(2000);
    expect(polls).toBeGreaterThanOrEqual(3);
    expect(state().plan).toMatchObject({ planBeingProcessed: false, accessUnlockedMessage: true });
    expect(toastTexts(state().toasts)).toContain('Sweet! You now have full access to Ringalong.');
  });

  it('/success after a declined payment says it could not process the payment, without waiting it out', async () => {
    let polls = 0;
    const declined = { ...ACTIVE_PLAN, status: 'incomplete_expired' as const };
    fakeApi({
      ...signedInRoutes(),
      'GET /users/plan': () => {
        polls++;
        return { body: { planObject: declined } };
      },
    });
    window.history.replaceState(null, '', '/success');
    const { state } = testStore('/success');
    await state().init();
    // One read to load the app, one on /success: the plan already tells the payment failed.
    expect(polls).toBe(2);
    expect(state().plan).toMatchObject({
      planBeingProcessed: false,
      accessUnlockedMessage: false,
      purchaseFailed: true,
    });
    expect(state().dialogs.manageSubscription.display).toBe(true);
    expect(toastTexts(state().toasts)).not.toContain('Sweet! You now have full access to Ringalong.');
  });
});
