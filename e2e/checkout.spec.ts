import { expect, type Page, test } from '@playwright/test';

// The local checkout journey in a real browser: sign in through the local provider's page,
// subscribe with the song being worked on, pay on the checkout page, land on /success upgraded.
// Driven through the API and page navigation so it holds whatever the app's dialogs look like.

const song = {
  version: 1,
  meta: { title: 'Checkout Journey Song', eight_note_compatible: false, bell_count: 2 },
  staves: [
    { pitchId: 60, notes: [{ beat: 0 }, { beat: 1 }] },
    { pitchId: 64, notes: [{ beat: 2 }] },
  ],
  timeSignatures: [{ beat: 0, numerator: 4, denominator: 4 }],
};

async function signInThroughProvider(page: Page, name: string, email: string): Promise<void> {
  const started = await page.request.post('/auth/sign-in', { data: { returnTo: '/' } });
  expect(started.ok()).toBe(true);
  await page.goto((await started.json()).url);
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Back in the app (which tidies `?signedIn=1` away) with a session.
  await page.waitForURL((url) => url.pathname === '/');
  await expect.poll(async () => (await page.request.get('/api/auth/me')).status()).toBe(200);
  const me = await page.request.get('/api/auth/me');
  expect(await me.json()).toMatchObject({ display_name: name });
}

async function plan(page: Page) {
  const answer = await page.request.get('/api/users/plan');
  expect(answer.ok()).toBe(true);
  return (await answer.json()).planObject;
}

async function openCheckout(page: Page): Promise<void> {
  const subscribed = await page.request.put('/api/users/subscribe', { data: song });
  expect(subscribed.status()).toBe(200);
  const { success, url } = await subscribed.json();
  expect(success).toBe(true);
  await page.goto(url);
  await expect(page.getByRole('heading', { name: 'Subscribe for Full Access' })).toBeVisible();
  await expect(page.getByText('$15 per year')).toBeVisible();
}

test('a signed-in user pays $15 on the local checkout and comes back upgraded', async ({ page }) => {
  await signInThroughProvider(page, 'Bell Buyer', 'bell.buyer@example.com');
  expect((await plan(page)).status).toBeNull();

  await openCheckout(page);
  // The app tidies the address bar once it has read /success, so watch the navigation itself.
  const success = page.waitForResponse((response) => /\/success\?session_id=local_cs_/.test(response.url()));
  await page.getByRole('button', { name: 'Pay $15' }).click();
  expect((await success).status()).toBe(200);
  await expect(page.getByText('Sweet! You now have full access to Ringalong.').first()).toBeVisible({
    timeout: 20_000,
  });

  const upgraded = await plan(page);
  expect(upgraded.status).toBe('active');
  const yearAhead = Date.now() + 364 * 86_400_000;
  expect(Date.parse(upgraded.current_period_end)).toBeGreaterThan(yearAhead);

  // The song sent with subscribe waits in the buyer's own library.
  const own = await page.request.get('/api/songs?is_public=false');
  const titles = (await own.json()).songs.map((s: { title: string }) => s.title);
  expect(titles).toContain('Checkout Journey Song');

  const again = await page.request.put('/api/users/subscribe', { data: song });
  expect(again.status()).toBe(409);
});

test('Cancel on the checkout page returns to the app with nothing bought, and the app says so', async ({
  page,
}) => {
  await signInThroughProvider(page, 'Window Shopper', 'window.shopper@example.com');
  await openCheckout(page);
  const back = page.waitForURL(/\/\?checkout=canceled$/);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await back;
  // The app reads the signal and tidies the address.
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  const manage = page.getByRole('dialog', { name: 'Manage Subscription' });
  await expect(manage.getByText('You have no active subscription at this time.')).toBeVisible();
  await expect(page.getByText('Checkout canceled', { exact: true })).toBeVisible();
  await expect(page.getByText('Something went wrong, unable to process payment.')).toHaveCount(0);
  expect((await plan(page)).status).toBeNull();
});

test('Decline payment on the checkout page comes back to the app saying the payment failed', async ({
  page,
}) => {
  await signInThroughProvider(page, 'Declined Buyer', 'declined.buyer@example.com');
  await openCheckout(page);
  const back = page.waitForResponse((response) => /\/success\?session_id=local_cs_/.test(response.url()));
  await page.getByRole('button', { name: 'Decline payment' }).click();
  expect((await back).status()).toBe(200);
  const manage = page.getByRole('dialog', { name: 'Manage Subscription' });
  await expect(manage.getByText('Something went wrong, unable to process payment.')).toBeVisible();
  await expect(page.getByText('Sweet! You now have full access to Ringalong.')).toHaveCount(0);
  expect((await plan(page)).status).toBe('incomplete_expired');
});
