import { expect, type Page, test } from '@playwright/test';
import { createDefaultSong, exportSong } from '@ringalong/song';

export const SHOTS = 'e2e/screenshots';

/**
 * Pictures of the journeys for a person to look at, under e2e/screenshots/, only when asked for
 * (E2E_SHOTS=1, as `npm run bench:docs` does): a test run takes none, so that no journey waits
 * for a dialog to settle into a picture nobody looks at.
 */
export const TAKE_SHOTS = process.env.E2E_SHOTS === '1';

/** A picture of the page, `settleMs` after now (a song playing a while, a dialog faded in). */
export async function shot(page: Page, name: string, settleMs = 300): Promise<void> {
  if (!TAKE_SHOTS) return;
  // Dialogs fade in; without settling them the pictures show half-transparent overlays.
  await page.waitForTimeout(settleMs);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, animations: 'disabled' });
}

/** The app after start: header, canvas and the library open on the public songs. */
export async function openApp(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('button', { name: 'Library' })).toBeVisible();
  await expect(page.locator('canvas.editor-canvas')).toBeVisible();
  // The server's page shows all of that before the app runs: the app has taken it over
  // (hydrated) once the editor has sized its canvas, which it does as it mounts.
  await expect(page.locator('canvas.editor-canvas[width]')).toBeAttached();
}

export const library = (page: Page) => page.getByRole('dialog', { name: 'Song Library' });

/** Through the app's sign-in dialog and the local provider's page, back into the app. */
export async function signIn(page: Page, name: string, email: string): Promise<void> {
  const account = page.getByRole('button', { name: 'Upgrade / Sign in' });
  await account.click();
  await page.getByRole('button', { name: 'Continue with your account' }).click();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: `Account: ${name}` })).toBeVisible();
  // Said in the polite live region, where its words stay after the toast's 1 s (a loaded machine
  // may look later than that).
  await expect(page.getByRole('status').getByText('Signed in', { exact: true })).toBeAttached();
}

/** From 'Subscribe for Full Access' through the local checkout to an upgraded account. */
export async function subscribe(page: Page): Promise<void> {
  await expect(page.getByRole('dialog', { name: 'Subscribe for Full Access' })).toBeVisible();
  await page.getByRole('button', { name: 'Subscribe - $15 per year' }).click();
  // The app tidies the address back to / once the plan is active, so catch /success on arrival.
  const landed = page.waitForURL(/\/success/);
  await page.getByRole('button', { name: 'Pay $15' }).click();
  await landed;
  const manage = page.getByRole('dialog', { name: 'Manage Subscription' });
  await expect(manage.getByText('Sweet! You now have full access to Ringalong.')).toBeVisible({
    timeout: 20_000,
  });
  await expect(manage.getByText(/Renews automatically on/)).toBeVisible();
}

/**
 * A new subscriber, made over HTTP in the page's browser context as its pages would do it (the
 * local provider's sign-in form, subscribe with the untouched default song, the local checkout's
 * Pay), then the app opened with the library closed. For journeys whose subject comes after
 * subscribing; signing in and subscribing themselves are journeys of their own through the pages
 * (`signIn`, `subscribe`: e2e/compose-publish-remix.spec.ts, e2e/checkout.spec.ts, ...).
 */
export async function openAsSubscriber(page: Page, name: string, email: string): Promise<void> {
  const origin = String(test.info().project.use.baseURL);
  const http = page.request;
  const start = await http.post('/auth/sign-in', { data: {}, headers: { origin } });
  expect(start.status(), await start.text()).toBe(200);
  const signInPage = await http.get(((await start.json()) as { url: string }).url);
  const action = /<form method="post" action="([^"]+)"/.exec(await signInPage.text())?.[1];
  expect(action, 'the provider shows its sign-in form').toBeTruthy();
  const signedIn = await http.post(new URL(action!, signInPage.url()).href, {
    form: { name, email },
    headers: { origin },
  });
  expect(new URL(signedIn.url()).searchParams.get('signedIn'), signedIn.url()).toBe('1');
  const song = createDefaultSong();
  const subscribed = await http.put('/api/users/subscribe', {
    data: exportSong(song, song.meta.title),
    headers: { origin },
  });
  expect(subscribed.status(), await subscribed.text()).toBe(200);
  const checkout = await http.get(((await subscribed.json()) as { url: string }).url);
  const pay = /<form method="post" action="([^"]+\/pay)">.*?name="token" value="([^"]+)"/s.exec(
    await checkout.text(),
  );
  expect(pay, 'the local checkout shows Pay').toBeTruthy();
  const paid = await http.post(new URL(pay![1]!, checkout.url()).href, {
    form: { token: pay![2]! },
    headers: { origin },
  });
  expect(new URL(paid.url()).pathname, paid.url()).toBe('/success');
  await openApp(page);
  await expect(page.getByRole('button', { name: `Account: ${name}` })).toBeVisible();
  await closeDialog(page, 'Song Library');
}

/**
 * Past the blur that closing a dialog schedules (spec section 4: 50 ms later): a timer of the
 * page's own, set now and due later, fires after it however busy the machine (a wait in the test
 * does not: a loaded page can run its timer after the test's next step).
 */
export async function pastCloseBlur(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 60)));
}

export async function closeDialog(page: Page, name: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Composer mode adds a note where an empty spot of a row is clicked. Left of the first strong
 * barline (x 437 at 1280 wide) lies the warm-up, before beat 0, where no note may go.
 */
export async function addNoteAt(page: Page, x: number, y: number): Promise<void> {
  await page.locator('canvas.editor-canvas').click({ position: { x, y } });
}

export async function switchToEdit(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Switch to edit mode' }).click();
  await expect(page.getByRole('textbox', { name: 'Song title' })).toBeVisible();
}

/**
 * The message a save ends with ('Saved'). Its toast shows for 1 s, less than a loaded machine can
 * take between two looks; the toasts' live region keeps the words until the next message, so the
 * message is found there, shown or already gone.
 */
export const savedMessage = (page: Page) =>
  page.getByRole('status').locator('.ui-toast', { has: page.getByText('Saved', { exact: true }) });
